// swift-tools-version:6.0
// ModelValidation: declarative model validation in the tradition of Yii2's Model/Validator.
// The root package has no dependencies: the core uses only the standard library.
import PackageDescription

let package = Package(
    name: "ModelValidation",
    // The oldest systems the library supports. Only the Observation-based parts (@Validated,
    // ValidatedField, LiveModel) need newer ones, and say so with @available (Docs/Server.md).
    platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The library applications import (`import ModelValidation`), and the schema exporter
        // above it (`import ModelValidationSchema`).
        .library(name: "ModelValidation", targets: ["ModelValidation", "ModelValidationSchema"]),
        // Optional: `Date`, `UUID`, `Decimal` and `URL` as attribute types. It links Foundation
        // (FoundationEssentials where there is one); the core does not.
        .library(name: "ModelValidationFoundation", targets: ["ModelValidationFoundation"]),
        // The command-line tool: validates JSON documents against a rules file.
        .executable(name: "model-validate", targets: ["model-validate"]),
    ],
    targets: [
        // The module applications import: models, rules, scenarios, the engine, errors and the
        // validator pool. It re-exports the public API of the layers below (see Exports.swift).
        .target(
            name: "ModelValidation",
            dependencies: [
                "ModelValidationValues", "ModelValidationJSON", "ModelValidationMessages",
                "ModelValidationPatterns", "ModelValidationDates", "ModelValidationAddresses",
                "ModelValidationLocales", "ModelValidationLocks",
            ]
        ),

        // Foundation's value types as attribute types, for applications that want them.
        .target(name: "ModelValidationFoundation", dependencies: ["ModelValidation"]),

        // The self-contained engines below it. None imports ModelValidation; each has its own tests.
        // The attribute value type and PHP's comparison and conversion rules: the bottom layer.
        .target(name: "ModelValidationValues"),
        // A JSON reader and writer for attribute values.
        .target(name: "ModelValidationJSON", dependencies: ["ModelValidationValues"]),
        // ICU MessageFormat, Yii's message conventions and attribute labels, in any language the
        // locale data below knows: translations, plural rules and number formats.
        .target(name: "ModelValidationMessages", dependencies: ["ModelValidationValues", "ModelValidationLocales"]),
        // A PCRE-subset parser, a byte automaton and a step-limited backtracking matcher.
        .target(name: "ModelValidationPatterns"),
        // Civil calendar, TZif time-zone database, PHP and ICU date formats.
        .target(
            name: "ModelValidationDates",
            dependencies: ["ModelValidationLocks"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // IDNA and Punycode, IP addresses and ranges, email and URL matchers.
        .target(name: "ModelValidationAddresses"),
        // Locale data with no dependencies: Yii's message catalogs, CLDR plural rules and number
        // formats, language tags and Accept-Language negotiation.
        .target(name: "ModelValidationLocales"),

        // Above the engine: exports rule sets as JSON Schema and OpenAPI documents. It reads
        // rules through public and package API, and translates patterns with the PCRE parser.
        .target(
            name: "ModelValidationSchema",
            dependencies: ["ModelValidation", "ModelValidationPatterns", "ModelValidationAddresses"]
        ),

        // The one lock the package uses, available on every supported system, and a reference
        // published once and read without it.
        .target(name: "ModelValidationLocks", dependencies: ["CModelValidationAtomics"]),
        // Two C11 atomic operations for that reference (the standard library's `Atomic` needs
        // macOS 15 / iOS 18).
        .target(name: "CModelValidationAtomics"),

        // The commands of the CLI as a library, so they are tested in-process.
        .target(name: "ModelValidationCLI", dependencies: ["ModelValidation", "ModelValidationSchema"]),
        // A thin entry point over ModelValidationCLI.
        .executableTarget(name: "model-validate", dependencies: ["ModelValidationCLI"]),
        // The property test of massive assignment: an independent model of Yii's rules and random
        // trials checked against the engine. Not a product: `swift test` runs 10,000 trials,
        // `swift run -c release assignment-properties` a million (see Docs/Reliability.md).
        .target(name: "AssignmentProperties", dependencies: ["ModelValidation"], path: "Tests/AssignmentProperties"),
        .executableTarget(name: "assignment-properties", dependencies: ["AssignmentProperties"],
                          path: "Tests/assignment-properties"),
        .testTarget(name: "ModelValidationTests", dependencies: ["ModelValidation", "AssignmentProperties"]),
        .testTarget(name: "ModelValidationFoundationTests", dependencies: ["ModelValidationFoundation", "ModelValidation"]),
        .testTarget(name: "ModelValidationValuesTests", dependencies: ["ModelValidationValues"]),
        .testTarget(name: "ModelValidationJSONTests", dependencies: ["ModelValidationJSON", "ModelValidationValues"]),
        .testTarget(name: "ModelValidationMessagesTests", dependencies: ["ModelValidationMessages", "ModelValidationValues", "ModelValidationLocales"]),
        .testTarget(name: "ModelValidationPatternsTests", dependencies: ["ModelValidationPatterns"]),
        .testTarget(name: "ModelValidationDatesTests", dependencies: ["ModelValidationDates"]),
        .testTarget(name: "ModelValidationAddressesTests", dependencies: ["ModelValidationAddresses"]),
        .testTarget(name: "ModelValidationLocksTests", dependencies: ["ModelValidationLocks"]),
        .testTarget(
            name: "ModelValidationLocalesTests",
            dependencies: ["ModelValidationLocales"]
        ),
        .testTarget(
            name: "ModelValidationSchemaTests",
            dependencies: ["ModelValidationSchema", "ModelValidation", "ModelValidationPatterns", "ModelValidationAddresses",
                           "AssignmentProperties"]
        ),
        .testTarget(
            name: "ModelValidationCLITests",
            dependencies: ["ModelValidationCLI", "ModelValidation"],
            // Read from the source tree (see Support/FixturePath.swift), not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
