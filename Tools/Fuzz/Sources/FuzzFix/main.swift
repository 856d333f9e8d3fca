import FuzzSupport

FuzzDriver.run { fuzzFix($0, $1) }
