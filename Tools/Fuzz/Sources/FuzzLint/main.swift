import FuzzSupport

FuzzDriver.run { fuzzLint($0, $1) }
