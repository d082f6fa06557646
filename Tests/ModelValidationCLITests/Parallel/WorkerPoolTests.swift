import Testing
@testable import ModelValidationCLI

struct WorkerPoolTests {
    @Test(arguments: [1, 2, 5])
    func resultsComeBackInSubmissionOrder(workers: Int) throws {
        let pool = try #require(WorkerPool<Int, Int>(workers: workers) { { n in
            // Uneven work, so later jobs often finish first.
            var x = n
            for _ in 0..<((n % 7) * 2_000) { x = (x &* 31 &+ 7) % 1_000_003 }
            return n * n + (x == -1 ? 1 : 0)
        } })
        #expect(pool.workers == workers)
        let tickets = (0..<2_000).map(pool.submit)
        #expect(tickets.map(pool.result) == (0..<2_000).map { $0 * $0 })
        pool.shutdown()
    }

    @Test func shutdownFinishesQueuedJobs() throws {
        let pool = try #require(WorkerPool<Int, String>(workers: 3) { { String($0) } })
        let tickets = (0..<100).map(pool.submit)
        pool.shutdown()
        #expect(tickets.map(pool.result) == (0..<100).map(String.init))
    }

    /// Counts the payloads alive.
    final class Tracker: Sendable {
        let live = Counter()
    }

    final class Payload: Sendable {
        let tracker: Tracker
        init(_ tracker: Tracker) {
            self.tracker = tracker
            tracker.live.withLock { $0 += 1 }
        }
        deinit { tracker.live.withLock { $0 -= 1 } }
    }

    @Test func jobsAreReleasedOnceRun() throws {
        let tracker = Tracker()
        let pool = try #require(WorkerPool<Payload, Int>(workers: 2) { { _ in 1 } })
        var out: [Int] = []
        var peak = 0
        for _ in 0..<5_000 {
            out.append(pool.submit(Payload(tracker)))
            if out.count > 4 { _ = pool.result(out.removeFirst()) }
            peak = max(peak, tracker.live.withLock { $0 })
        }
        for ticket in out { _ = pool.result(ticket) }
        pool.shutdown()
        // At most the 5 out, plus one just run per worker whose thread has not dropped it yet.
        #expect(peak <= 5 + 2)
        #expect(tracker.live.withLock { $0 } == 0)
    }

    @Test func eachThreadMakesItsOwnWork() throws {
        let made = Counter()
        let pool = try #require(WorkerPool<Int, [Int]>(workers: 3) {
            let id = made.withLock { count in
                count += 1
                return count
            }
            var done = 0
            return { _ in
                done += 1
                return [id, done]
            }
        })
        let results = (0..<300).map(pool.submit).map(pool.result)
        pool.shutdown()
        #expect(made.withLock { $0 } == 3)
        // Each thread counted its own jobs, 1, 2, 3... on a counter of its own.
        let byThread = Dictionary(grouping: results, by: { $0[0] }).mapValues { $0.map { $0[1] }.sorted() }
        #expect(byThread.values.map(\.count).reduce(0, +) == 300)
        for counts in byThread.values { #expect(counts == Array(1...counts.count)) }
    }
}

/// A count shared by threads, under the pool's own lock (`Synchronization.Mutex` needs macOS 15,
/// above the package's floor).
///
/// `@unchecked Sendable`: `value` is read and written only while holding `lock`.
final class Counter: @unchecked Sendable {
    private let lock = ConditionLock()
    private var value = 0

    /// Runs `body` on the count, holding the lock.
    func withLock<R>(_ body: (inout Int) -> R) -> R {
        lock.withLock { body(&value) }
    }
}
