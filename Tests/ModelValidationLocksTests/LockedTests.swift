import Testing
import ModelValidationLocks

struct LockedTests {
    @Test func readsAndWritesTheValue() {
        let box = Locked([1, 2])
        box.withLock { $0.append(3) }
        #expect(box.withLock { $0 } == [1, 2, 3])
    }

    @Test func manyTasksIncrementWithoutLosingAnUpdate() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    struct Refused: Error, Equatable {}

    @Test func aThrowingBodyReleasesTheLockAndKeepsItsChanges() {
        let box = Locked(0)
        #expect(throws: Refused()) {
            try box.withLock { (value: inout Int) throws(Refused) in
                value = 7
                throw Refused()
            }
        }
        // Still usable: the lock was released.
        #expect(box.withLock { $0 } == 7)
    }
}
