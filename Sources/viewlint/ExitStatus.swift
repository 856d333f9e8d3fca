/// viewlint's exit codes.
enum ExitStatus: Int32 {
    /// Nothing to report at a failing severity.
    case clean = 0
    /// Findings at a failing severity.
    case findings = 1
    /// A usage error, or input that could not be read.
    case inputError = 2
}
