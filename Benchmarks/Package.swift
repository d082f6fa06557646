// swift-tools-version:6.1
// The registration benchmark, a package of its own so the library's manifest stays plain: it
// depends on the library by path and on ordo-one/malloc-interposer, whose replacement allocator
// counts heap allocations. Run it with `Benchmarks/run` from the repository's root.
import PackageDescription

let package = Package(
    name: "ModelValidationBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ModelValidation", path: ".."),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", exact: "1.6.1"),
    ],
    targets: [
        // The workload, the typed model, the hand-written baselines and the measured paths.
        .target(
            name: "RegistrationWorkload",
            dependencies: [.product(name: "ModelValidation", package: "ModelValidation")]
        ),
        // Agreement, timing, the table and the JSON line. It does not link the interposer, so
        // its timed paths run the system allocator untouched.
        .executableTarget(
            name: "RegistrationBenchmark",
            dependencies: ["RegistrationWorkload"]
        ),
        // Allocations per record: links the interposer, which replaces malloc for the process.
        .executableTarget(
            name: "RegistrationAllocations",
            dependencies: ["RegistrationWorkload", .product(name: "MallocInterposerSwift", package: "malloc-interposer")]
        ),
        // The byte-level baseline against the engine on records the workload lacks.
        .testTarget(
            name: "RegistrationWorkloadTests",
            dependencies: ["RegistrationWorkload", .product(name: "ModelValidation", package: "ModelValidation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
