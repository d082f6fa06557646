// swift-tools-version:6.0
// A package that supports the oldest systems ModelValidation supports and validates a model
// with it: if the library needed newer systems than it declares, this would not build there.
// CI builds and runs it (.ci/run); .ci/apple-availability type-checks its sources for macOS 13
// and iOS 16.
import PackageDescription

/// The root package's identity: SwiftPM names a path dependency after its folder.
let root = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
    name: "PlatformProbe",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "PlatformProbe", dependencies: [.product(name: "ModelValidation", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
