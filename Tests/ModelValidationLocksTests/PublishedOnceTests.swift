import Testing
import ModelValidationLocks

/// An object that counts itself alive in a counter of its test's own.
private final class Tracked: Sendable {
    let value: Int
    let alive: Locked<Int>?

    init(_ value: Int, alive: Locked<Int>? = nil) {
        self.value = value
        self.alive = alive
        alive?.withLock { $0 += 1 }
    }

    deinit { alive?.withLock { $0 -= 1 } }
}

struct PublishedOnceTests {
    @Test func theFirstPublishedObjectStaysAndLaterOnesAreRefused() {
        let first = PublishedOnce<Tracked>()
        #expect(first.withValue { $0?.value } == nil)
        #expect(first.publish(Tracked(1)))
        #expect(!first.publish(Tracked(2)))
        #expect(first.withValue { $0?.value } == 1)
        #expect(first.value?.value == 1)
    }

    @Test func theValueReadIsACountedReferenceThatOutlivesNothingElse() {
        let alive = Locked(0)
        var read: Tracked?
        do {
            let first = PublishedOnce<Tracked>()
            #expect(first.value == nil)
            first.publish(Tracked(3, alive: alive))
            read = first.value
        }
        // The reference read keeps the object after the holder is gone, and only it.
        #expect(read?.value == 3)
        #expect(alive.withLock { $0 } == 1)
        read = nil
        #expect(alive.withLock { $0 } == 0)
    }

    @Test func theObjectLivesAsLongAsTheReferenceAndNoLonger() {
        let alive = Locked(0)
        do {
            let first = PublishedOnce<Tracked>()
            first.publish(Tracked(1, alive: alive))
            first.publish(Tracked(2, alive: alive))   // refused and freed at once
            #expect(alive.withLock { $0 } == 1)
        }
        #expect(alive.withLock { $0 } == 0)
    }

    @Test func tasksRacingToPublishAgreeOnOneObject() async {
        for _ in 0..<50 {
            let first = PublishedOnce<Tracked>()
            let winners = await withTaskGroup(of: (Bool, Int?).self) { group in
                for i in 0..<8 {
                    group.addTask { (first.publish(Tracked(i)), first.withValue { $0?.value }) }
                }
                var results: [(Bool, Int?)] = []
                for await result in group { results.append(result) }
                return results
            }
            let published = first.withValue { $0?.value }
            #expect(winners.filter(\.0).count == 1)
            // Every task read the one object, published before or by itself.
            #expect(winners.allSatisfy { $0.1 == published })
        }
    }
}
