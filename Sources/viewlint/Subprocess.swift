#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it writes (Foundation's `Process`, which
/// viewlint does not link on Linux, did this before).
enum Subprocess {
    struct Output {
        let status: Int32
        let standardOutput: [UInt8]
        let standardError: [UInt8]
    }

    /// Runs `arguments[0]` with `arguments`; `nil` when it cannot be started.
    static func run(_ arguments: [String]) -> Output? {
        var output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return nil }
        guard pipe(&errors) == 0 else { close(output[0]); close(output[1]); return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var process = pid_t()
        let started = posix_spawnp(&process, arguments[0], &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        defer { close(output[0]); close(errors[0]) }
        guard started == 0 else { return nil }
        let standardOutput = readAll(output[0]), standardError = readAll(errors[0])
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1, errno == EINTR {}
        let exited = status & 0x7f == 0
        return Output(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
                      standardOutput: standardOutput, standardError: standardError)
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { bytes += buffer[..<count] } else if count == 0 || errno != EINTR { break }
        }
        return bytes
    }
}
