// swift-tools-version:6.0
// Fuzzing harnesses for ModelValidation, kept out of the root package so that its manifest
// stays free of sanitizer settings. See Docs/Reliability.md.
//
//   Fuzz/run TARGET SECONDS     builds `fuzz` (release, libFuzzer + AddressSanitizer) into
//                               .build-fuzz and runs one target
//   Fuzz/replay [TARGET...]     builds `fuzz-replay` (debug, no sanitizer) into
//                               .build-fuzz-replay and runs every seed of Fuzz/Corpus
import PackageDescription

/// The name SwiftPM gives the root package's modules with `-package-name`: the package's identity
/// (its folder's name, lowercased) with every character outside `[a-z0-9_]` made `_`. FuzzedCLI
/// is compiled with it so that it sees the library's `package` declarations, as the command-line
/// tool does; the name depends on where the repository is cloned, hence computed.
let rootPackageName: String = {
    let folder = #filePath.split(separator: "/").dropLast(2).last.map(String.init) ?? "modelvalidation"
    var name = String(folder.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
    if name.first?.isNumber ?? true { name = "_" + name }
    return name
}()

let package = Package(
    name: "ModelValidationFuzz",
    dependencies: [.package(name: "ModelValidation", path: "..")],
    targets: [
        // The command-line tool's library, compiled again from its sources (Sources/FuzzedCLI
        // links to ../Sources/ModelValidationCLI): the root package does not export it as a
        // product, and a target name may appear only once in a package graph.
        .target(
            name: "FuzzedCLI",
            dependencies: [.product(name: "ModelValidation", package: "ModelValidation")],
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", rootPackageName])]
        ),
        // What each target does with one input, and the invariants it checks. Built with
        // testing enabled on every module (the scripts pass -enable-testing), so it can reach
        // the engines' internals with @testable imports, as the unit tests do.
        .target(
            name: "FuzzTargets",
            dependencies: [.product(name: "ModelValidation", package: "ModelValidation"),
                           .product(name: "ModelValidationFoundation", package: "ModelValidation"), "FuzzedCLI"]
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
