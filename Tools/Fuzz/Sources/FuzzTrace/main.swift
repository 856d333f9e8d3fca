import FuzzSupport

FuzzDriver.run { fuzzTrace($0, $1) }
