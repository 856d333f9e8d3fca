// Fixture: the networking and caching layer behind a photo app.
// Theme: Swift concurrency — actors, global actors, `nonisolated`, `isolated` parameters,
// `async let`, task groups, `for await`, AsyncStream / AsyncThrowingStream, checked
// continuations, typed throws `throws(E)`, `Result`, `Sendable`, `sending`, cancellation.

import Foundation

enum DownloadError: Error, Equatable, Sendable {
    case invalidURL(String)
    case http(status: Int)
    case cancelled
    case tooLarge(bytes: Int, limit: Int)
}

@globalActor
actor ImageProcessing {
    static let shared = ImageProcessing()
}

struct Thumbnail: Sendable, Hashable {
    let url: URL
    let pixels: [UInt8]
    let width: Int
    let height: Int
}

actor ThumbnailCache {
    private var storage: [URL: Thumbnail] = [:]
    private var inFlight: [URL: Task<Thumbnail, any Error>] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    nonisolated let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    nonisolated var debugName: String { "ThumbnailCache(\(capacity))" }

    func thumbnail(for url: URL, loader: @Sendable @escaping (URL) async throws -> Thumbnail) async throws -> Thumbnail {
        if let cached = storage[url] {
            hits += 1
            return cached
        }
        if let task = inFlight[url] {
            return try await task.value
        }
        misses += 1
        let task = Task { try await loader(url) }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let thumbnail = try await task.value
        insert(thumbnail)
        return thumbnail
    }

    private func insert(_ thumbnail: Thumbnail) {
        if storage.count >= capacity, let victim = storage.keys.randomElement() {
            storage.removeValue(forKey: victim)
        }
        storage[thumbnail.url] = thumbnail
    }

    func clear() {
        storage.removeAll(keepingCapacity: true)
        inFlight.values.forEach { $0.cancel() }
    }
}

func resetStatistics(of cache: isolated ThumbnailCache) {
    cache.clear()
}

struct Downloader: Sendable {
    var byteLimit = 8 * 1_024 * 1_024

    func data(from string: String) async throws(DownloadError) -> Data {
        guard let url = URL(string: string) else { throw .invalidURL(string) }
        do {
            try Task.checkCancellation()
            let (data, response) = try await URLSession.shared.data(from: url)
            if let http = response as? HTTPURLResponse, http.statusCode >= 400 {
                throw DownloadError.http(status: http.statusCode)
            }
            guard data.count <= byteLimit else {
                throw DownloadError.tooLarge(bytes: data.count, limit: byteLimit)
            }
            return data
        } catch let error as DownloadError {
            throw error
        } catch {
            throw .cancelled
        }
    }

    func result(from string: String) async -> Result<Data, DownloadError> {
        do {
            return .success(try await data(from: string))
        } catch {
            return .failure(error)
        }
    }
}

@ImageProcessing
func decodeThumbnail(_ data: Data, url: URL) -> Thumbnail {
    let side = Int(Double(data.count).squareRoot())
    return Thumbnail(url: url, pixels: Array(data.prefix(side * side)), width: side, height: side)
}

struct FeedSync: Sendable {
    let downloader = Downloader()
    let cache: ThumbnailCache

    func loadHeaderAndFeed(userID: Int) async throws -> (profile: Data, feed: Data) {
        async let profile = downloader.data(from: "https://api.example.com/users/\(userID)")
        async let feed = downloader.data(from: "https://api.example.com/users/\(userID)/feed")
        return try await (profile, feed)
    }

    func prefetch(_ urls: [URL], maxConcurrent: Int = 4) async -> [URL: Result<Thumbnail, any Error>] {
        await withTaskGroup(of: (URL, Result<Thumbnail, any Error>).self) { group in
            var results: [URL: Result<Thumbnail, any Error>] = [:]
            var iterator = urls.makeIterator()

            for _ in 0..<maxConcurrent {
                guard let url = iterator.next() else { break }
                group.addTask { await (url, load(url)) }
            }
            while let (url, result) = await group.next() {
                results[url] = result
                if let next = iterator.next() {
                    group.addTask { await (next, load(next)) }
                }
            }
            return results
        }
    }

    private func load(_ url: URL) async -> Result<Thumbnail, any Error> {
        do {
            let thumbnail = try await cache.thumbnail(for: url) { url in
                let data = try await downloader.data(from: url.absoluteString)
                return await decodeThumbnail(data, url: url)
            }
            return .success(thumbnail)
        } catch {
            return .failure(error)
        }
    }

    func totalBytes(of urls: [String]) async throws -> Int {
        try await withThrowingTaskGroup(of: Int.self, returning: Int.self) { group in
            for url in urls {
                group.addTask { try await downloader.data(from: url).count }
            }
            return try await group.reduce(0, +)
        }
    }
}

enum UploadEvent: Sendable {
    case started(id: UUID)
    case progress(id: UUID, fraction: Double)
    case finished(id: UUID, remoteURL: URL)
}

final class UploadQueue: Sendable {
    let events: AsyncStream<UploadEvent>
    private let continuation: AsyncStream<UploadEvent>.Continuation

    init() {
        (events, continuation) = AsyncStream.makeStream(of: UploadEvent.self, bufferingPolicy: .bufferingNewest(64))
    }

    func enqueue(_ payload: sending Data) {
        let id = UUID()
        continuation.yield(.started(id: id))
        Task.detached(priority: .utility) { [continuation] in
            for step in 1...10 {
                try? await Task.sleep(for: .milliseconds(50))
                continuation.yield(.progress(id: id, fraction: Double(step) / 10))
            }
            continuation.yield(.finished(id: id, remoteURL: URL(string: "https://cdn.example.com/\(id)")!))
        }
    }

    deinit {
        continuation.finish()
    }
}

func countdown(from start: Int) -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in
        let task = Task {
            for value in stride(from: start, through: 0, by: -1) {
                try Task.checkCancellation()
                continuation.yield(value)
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

func waitForPermission(_ request: @escaping @Sendable (@escaping @Sendable (Bool) -> Void) -> Void) async -> Bool {
    await withCheckedContinuation { continuation in
        request { granted in
            continuation.resume(returning: granted)
        }
    }
}

@MainActor
final class UploadProgressModel {
    private(set) var fractions: [UUID: Double] = [:]
    private(set) var finished: [URL] = []

    func observe(_ queue: UploadQueue) async {
        for await event in queue.events {
            switch event {
            case .started(let id):
                fractions[id] = 0
            case let .progress(id, fraction) where fraction < 1:
                fractions[id] = fraction
            case .progress:
                continue
            case .finished(let id, let url):
                fractions[id] = nil
                finished.append(url)
            }
        }
    }

    func runCountdown() async {
        do {
            for try await tick in countdown(from: 3) where tick.isMultiple(of: 1) {
                print("tick", tick)
            }
        } catch {
            print("countdown interrupted:", error)
        }
    }
}
