import Testing

/// Keeps the layers of `Docs/Architecture.md` honest: no lower target imports the engine, no
/// source file reaches into another target's internals with `@testable`, and every target's
/// imports stay inside the layers below it.
struct ArchitectureTests {
    /// Each target and the package targets its sources may import.
    static let allowedImports: [String: Set<String>] = [
        "ModelValidationValues": [],
        "ModelValidationJSON": ["ModelValidationValues"],
        "ModelValidationMessages": ["ModelValidationValues", "ModelValidationLocales"],
        "ModelValidationPatterns": [],
        "ModelValidationDates": ["ModelValidationLocks"],
        "ModelValidationAddresses": [],
        "ModelValidationLocales": [],
        // Its C target: two atomic operations for `PublishedOnce`.
        "ModelValidationLocks": ["CModelValidationAtomics"],
        "ModelValidation": [
            "ModelValidationValues", "ModelValidationJSON", "ModelValidationMessages",
            "ModelValidationPatterns", "ModelValidationDates", "ModelValidationAddresses",
            "ModelValidationLocales", "ModelValidationLocks",
        ],
        "ModelValidationFoundation": ["ModelValidation"],
        // Above the engine: the engine and the layers whose package API it reads.
        "ModelValidationSchema": ["ModelValidation", "ModelValidationPatterns", "ModelValidationAddresses"],
        "ModelValidationCLI": ["ModelValidation", "ModelValidationSchema"],
    ]

    /// The targets that stay free of full Foundation: at most FoundationEssentials, imported
    /// under `#if canImport(FoundationEssentials)`.
    static let foundationFree = [
        "ModelValidationValues", "ModelValidationJSON", "ModelValidationMessages", "ModelValidationPatterns",
        "ModelValidationDates", "ModelValidationAddresses", "ModelValidationLocales", "ModelValidation",
    ]

    /// The package modules a source file imports (its Swift targets and its C targets,
    /// `CModelValidation…`), `@testable` ones marked; an access level before `import` is read past.
    static func imports(of file: String) throws -> [(module: String, testable: Bool)] {
        try DocumentationTests.text(file).split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            let testable = words.first == "@testable"
            while let first = words.first, ["@_exported", "@testable", "@preconcurrency", "public", "package", "internal",
                                             "fileprivate", "private"].contains(first) {
                words.removeFirst()
            }
            guard words.count >= 2, words[0] == "import",
                  words[1].hasPrefix("ModelValidation") || words[1].hasPrefix("CModelValidation") else { return nil }
            return (words[1], testable)
        }
    }

    /// The Swift files under a folder of the repository, recursively.
    static func swiftFiles(in folder: String) throws -> [String] {
        var files: [String] = []
        for name in try Fixture.files(in: "../../../" + folder) {
            if name.hasSuffix(".swift") {
                files.append(folder + "/" + name)
            } else if !name.contains(".") {
                files += try swiftFiles(in: folder + "/" + name)
            }
        }
        return files
    }

    @Test(arguments: allowedImports.keys.sorted())
    func importsStayInTheLayersBelow(target: String) throws {
        let allowed = Self.allowedImports[target]!
        let files = try Self.swiftFiles(in: "Sources/" + target)
        #expect(!files.isEmpty)
        for file in files {
            for (module, testable) in try Self.imports(of: file) {
                #expect(!testable, "\(file) imports \(module) with @testable")
                #expect(allowed.contains(module), "\(file) imports \(module), which is not below \(target)")
            }
        }
    }

    /// The exporter sits above the engine and below the tool: only the tool imports it.
    @Test func onlyTheToolImportsTheExporter() {
        for (target, allowed) in Self.allowedImports {
            #expect(!allowed.contains("ModelValidationCLI"), "\(target)")
            #expect(!allowed.contains("ModelValidationSchema") || target == "ModelValidationCLI", "\(target)")
        }
    }

    @Test(arguments: foundationFree)
    func theCoreDoesNotImportFoundation(target: String) throws {
        for file in try Self.swiftFiles(in: "Sources/" + target) {
            for line in try DocumentationTests.text(file).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { continue }
                let module = words[at + 1]
                #expect(!["Foundation", "CoreFoundation", "FoundationNetworking"].contains(module), "\(file): \(line)")
            }
        }
    }

    /// The root manifest is plain: no package dependencies and no unsafe flags. The benchmark,
    /// which counts allocations with an interposer, is a package of its own under `Benchmarks/`
    /// that depends on the root by path.
    @Test func theRootManifestIsPlain() throws {
        let manifest = try DocumentationTests.text("Package.swift")
        #expect(!manifest.contains("unsafeFlags"))
        #expect(!manifest.contains(".package("))
        #expect(!manifest.contains("path: \"Benchmarks\""))
        let benchmarks = try DocumentationTests.text("Benchmarks/Package.swift")
        #expect(benchmarks.contains(#".package(name: "ModelValidation", path: "..")"#))
    }

    @Test func everySourceTargetIsLayered() throws {
        let folders = try Fixture.files(in: "../../../Sources")
        let targets = folders.filter { $0.hasPrefix("ModelValidation") }
        #expect(Set(targets) == Set(Self.allowedImports.keys))
        // Each C target is below the Swift targets that import it, and one does.
        let cTargets = folders.filter { $0.hasPrefix("CModelValidation") }
        #expect(cTargets == ["CModelValidationAtomics"])
        for cTarget in cTargets {
            #expect(Self.allowedImports.values.contains { $0.contains(cTarget) }, "\(cTarget) is imported by no target")
        }
    }
}
