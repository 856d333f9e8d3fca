import FuzzSupport

FuzzDriver.run { fuzzParse($0, $1) }
