#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed number of threads that run jobs from a queue, with results taken back one by one in
/// the order the jobs were submitted.
///
/// ```swift
/// let pool = WorkerPool<Int, Int>(workers: 2) { { $0 * $0 } }!
/// let tickets = (1...3).map(pool.submit)
/// tickets.map(pool.result) // [1, 4, 9]
/// pool.shutdown()
/// ```
///
/// Submitting never blocks: the caller bounds how many jobs are out (submitted, result not yet
/// taken). Results wait in the pool until taken.
final class WorkerPool<Job: Sendable, Result: Sendable>: Sendable {
    private let state: State
    private let threads: [WorkerThread]

    /// Starts up to `workers` threads; fewer when the system refuses more threads.
    ///
    /// - Parameters:
    ///   - workers: The number of threads.
    ///   - makeWork: Called once on each thread when it starts; the function it returns runs
    ///     that thread's jobs, so it may hold state of its own.
    /// - Returns: `nil` when not a single thread could be started.
    init?(workers: Int, makeWork: @escaping @Sendable () -> (Job) -> Result) {
        let state = State()
        self.state = state
        var threads: [WorkerThread] = []
        while threads.count < max(1, workers), let thread = WorkerThread({ state.runWorker(makeWork()) }) {
            threads.append(thread)
        }
        guard !threads.isEmpty else { return nil }
        self.threads = threads
    }

    /// The number of threads running jobs.
    var workers: Int { threads.count }

    /// Queues a job.
    ///
    /// - Returns: The ticket to take its result with.
    func submit(_ job: Job) -> Int { state.submit(job) }

    /// Waits for the result of the job with `ticket` and takes it out of the pool.
    func result(_ ticket: Int) -> Result { state.result(ticket) }

    /// Lets the threads finish the queued jobs, then stops them and waits for them to end.
    func shutdown() {
        state.close()
        for thread in threads { thread.join() }
    }

    /// The queue and the results, shared by the threads under one lock.
    ///
    /// `@unchecked Sendable`: every stored property but `lock` is read and written only while
    /// holding `lock`.
    private final class State: @unchecked Sendable {
        let lock = ConditionLock()
        /// Jobs not yet taken by a worker (few: the caller bounds the jobs out).
        private var queue: [(ticket: Int, job: Job)] = []
        private var results: [Int: Result] = [:]
        private var nextTicket = 0
        private var closed = false

        func submit(_ job: Job) -> Int {
            lock.withLock {
                let ticket = nextTicket
                nextTicket += 1
                queue.append((ticket, job))
                // One job for one worker: waking all of them (up to 256) for it had each take
                // the lock in turn only to wait again.
                lock.signal(.first)
                return ticket
            }
        }

        func result(_ ticket: Int) -> Result {
            lock.withLock {
                while true {
                    if let result = results.removeValue(forKey: ticket) { return result }
                    lock.wait(for: .second)
                }
            }
        }

        func close() {
            lock.withLock {
                closed = true
                lock.broadcast(.first)
            }
        }

        /// A worker's loop: takes jobs until the pool is closed and the queue is empty.
        func runWorker(_ work: (Job) -> Result) {
            while let (ticket, job) = next() {
                let result = work(job)
                lock.withLock {
                    results[ticket] = result
                    lock.broadcast(.second)
                }
            }
        }

        private func next() -> (Int, Job)? {
            lock.withLock {
                while queue.isEmpty {
                    if closed { return nil }
                    lock.wait(for: .first)
                }
                return queue.removeFirst()
            }
        }
    }
}

/// A POSIX thread running one closure, with an 8 MiB stack (as the main thread has on Linux)
/// so that validating deep records needs no more care than on the main thread.
///
/// `@unchecked Sendable`: the thread's id (a pointer on Darwin) is only passed to
/// `pthread_join`, which may be called from any thread.
struct WorkerThread: @unchecked Sendable {
    private let id: pthread_t

    /// Starts a thread running `body`.
    ///
    /// - Returns: `nil` when the system refuses to start a thread.
    init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 8 << 20)
        defer { pthread_attr_destroy(&attributes) }
        #if canImport(Darwin)
        var id: pthread_t?
        let status = pthread_create(&id, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0, let id else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        self.id = id
        #else
        var id = pthread_t()
        let status = pthread_create(&id, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        self.id = id
        #endif
    }

    /// Waits for the thread to end.
    func join() {
        pthread_join(id, nil)
    }

    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
