import Testing
@testable import RegistrationWorkload

/// Plain PHP's end-to-end time at a run's speed, estimated from the shared yardstick.
struct PlainPHPTests {
    /// At the speed of the machine of the shared figures (the yardstick at its 6,281.5 ns), the
    /// estimate is PHP's own 3,741 ns.
    @Test func atTheSpeedOfTheSharedFiguresTheEstimateIsPHPsOwnTime() {
        #expect(abs(PlainPHP.estimatedNanoseconds(serialization: 6_281.5, serializationOverYardstick: 1) - 3_741) < 1e-9)
        // A baseline 10% faster than the yardstick in its turns says the yardstick took 11/10 of it.
        #expect(abs(PlainPHP.estimatedNanoseconds(serialization: 5_710.4545, serializationOverYardstick: 0.909_090_9) - 3_741) < 0.01)
    }

    /// A machine twice as slow doubles the estimate: a slow phase moves PHP's time with the run's.
    @Test func aSlowerMachineScalesTheEstimate() {
        let usual = PlainPHP.estimatedNanoseconds(serialization: 6_000, serializationOverYardstick: 0.95)
        let slow = PlainPHP.estimatedNanoseconds(serialization: 12_000, serializationOverYardstick: 0.95)
        #expect(slow == 2 * usual)
        // The run of 2026-11-29 03:20 UTC: JSONSerialization 9,688 ns, 0.991× the yardstick.
        #expect((PlainPHP.estimatedNanoseconds(serialization: 9_688, serializationOverYardstick: 0.991) * 10).rounded() / 10 == 5_822.2)
    }

    /// The ratio is the middles of the two ranges measured side by side.
    @Test func theRatioIsTheSharedFiguresMiddles() {
        #expect(PlainPHP.timeOverYardstick == (3_716.0 + 3_766.0) / (6_198.0 + 6_365.0))
    }
}
