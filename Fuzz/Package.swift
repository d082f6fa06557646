// swift-tools-version:6.0
// Fuzzing harnesses for ModelValidation, kept out of the root package so that its manifest
// stays free of sanitizer settings. See Docs/Reliability.md.
//
//   Fuzz/run TARGET SECONDS     builds `fuzz` (release, libFuzzer + AddressSanitizer) into
//                               .build-fuzz and runs one target
//   Fuzz/replay [TARGET...]     builds `fuzz-replay` (debug, no sanitizer) into
//                               .build-fuzz-replay and runs every seed of Fuzz/Corpus
import PackageDescription

let package = Package(
    name: "ModelValidationFuzz",
    dependencies: [.package(name: "ModelValidation", path: "..")],
    targets: [
        // The command-line tool's library, compiled again from its sources (Sources/FuzzedCLI
        // links to ../Sources/ModelValidationCLI): the root package does not export it as a
        // product, and a target name may appear only once in a package graph.
        .target(
            name: "FuzzedCLI",
            dependencies: [.product(name: "ModelValidation", package: "ModelValidation")]
        ),
        // What each target does with one input, and the invariants it checks. Built with
        // testing enabled on every module (the scripts pass -enable-testing), so it can reach
        // the engines' internals with @testable imports, as the unit tests do.
        .target(
            name: "FuzzTargets",
            dependencies: [.product(name: "ModelValidation", package: "ModelValidation"), "FuzzedCLI"]
        ),
        // libFuzzer's entry point (LLVMFuzzerTestOneInput); the target is chosen by the
        // FUZZ_TARGET environment variable. Links only with -sanitize=fuzzer, which brings main.
        .executableTarget(name: "fuzz", dependencies: ["FuzzTargets"]),
        // Runs inputs (files or corpus folders) through the targets without the fuzzer: CI
        // replays the committed corpora with it.
        .executableTarget(name: "fuzz-replay", dependencies: ["FuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
