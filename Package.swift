// swift-tools-version:6.0
// ModelValidation: declarative model validation in the tradition of Yii2's Model/Validator.
// The root package has no dependencies: the core uses only the standard library.
import PackageDescription

let package = Package(
    name: "ModelValidation",
    // Observation and Synchronization's Mutex (used by @Validated and live validation) need these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The library applications import.
        .library(name: "ModelValidation", targets: ["ModelValidation"]),
        // The command-line tool: validates JSON documents against a rules file.
        .executable(name: "model-validate", targets: ["model-validate"]),
    ],
    targets: [
        // The core: values, models, rules, scenarios, the engine, messages and the validator pool.
        .target(
            name: "ModelValidation",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The commands of the CLI as a library, so they are tested in-process.
        .target(name: "ModelValidationCLI", dependencies: ["ModelValidation"]),
        // A thin entry point over ModelValidationCLI.
        .executableTarget(name: "model-validate", dependencies: ["ModelValidationCLI"]),
        .testTarget(
            name: "ModelValidationTests",
            dependencies: ["ModelValidation"]
        ),
        .testTarget(
            name: "ModelValidationCLITests",
            dependencies: ["ModelValidationCLI", "ModelValidation"],
            // Read from the source tree (see FixturePath.swift), not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
