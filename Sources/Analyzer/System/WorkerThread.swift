#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts detached threads with a chosen stack size (Foundation's `Thread`, which viewlint
/// does not link on Linux, did this before).
public enum WorkerThread {
    /// The closure a new thread runs, handed over as an opaque pointer.
    private final class Work {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    /// Runs `body` on a new detached thread whose stack is `stackSize` bytes.
    public static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Work>.fromOpaque(pointer!).takeRetainedValue().body()
            return nil
        }, work)
        #elseif canImport(Musl)
        var thread: pthread_t?
        let started = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Work>.fromOpaque(pointer!).takeRetainedValue().body()
            return nil
        }, work)
        #else
        var thread: pthread_t?
        let started = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body()
            return nil
        }, work)
        #endif
        precondition(started == 0, "cannot start a thread (error \(started))")
    }
}
