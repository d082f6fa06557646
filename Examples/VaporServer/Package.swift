// swift-tools-version:6.0
// A Vapor server on SQLite that validates request bodies with ModelValidation: bytes in once,
// 422 problem details out, `unique` and `exist` against the database, messages in the client's
// language. It depends on the root package by path, so it always builds against this checkout.
import PackageDescription

/// The root package's identity: SwiftPM names a path dependency after its folder. A copy of this
/// example outside the repository names ModelValidation by its URL instead, and "ModelValidation".
let root = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
    name: "VaporServer",
    platforms: [.macOS(.v13)],
    products: [
        // Started with `swift run VaporServer serve --hostname 127.0.0.1 --port 8080`.
        .executable(name: "VaporServer", targets: ["VaporServer"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
    ],
    targets: [
        .executableTarget(
            name: "VaporServer",
            dependencies: [
                .product(name: "ModelValidation", package: root),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
            ],
            // The rules files, read once at start; `model-validate check` checks the same files.
            resources: [.copy("Rules")]
        ),
        .testTarget(
            name: "VaporServerTests",
            dependencies: [
                .target(name: "VaporServer"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
