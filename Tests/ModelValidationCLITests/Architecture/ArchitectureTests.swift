import Testing

/// Keeps the layers of `Docs/Architecture.md` honest: no lower target imports the engine, no
/// source file reaches into another target's internals with `@testable`, every target's
/// imports stay inside the layers below it, and the tests mirror the sources.
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

    // MARK: The test layout

    /// The folders of a test target that mirror no source folder, for suites whose subject is
    /// no one source file; each at the top of the test target, with what it holds. Every other
    /// test file mirrors the source file it tests (see `everyTestFileMirrorsASourceFile`).
    static let crossCuttingFolders: [String: String] = [
        "Architecture": "the rules of the repository's layout: layers, imports, this test layout",
        "Concurrency": "many tasks at once on shared state, with the invariants they must keep",
        "Conformance": "the Yii2 and CLDR corpora and the suites that run them case by case",
        "Docs": "the twins of the examples in README.md and Docs/, and checks of those documents",
        "Integration": "one flow through many files: the built tool, bad input, names as bytes",
        "Properties": "random trials checked against an independent model or another engine",
        "Stress": "hostile inputs and the cost bounds they must keep",
        "Support": "helpers the suites share (no suites)",
    ]

    /// The folders under `Tests/` that are no test target of a source target: the property
    /// test's library and its executable (see `Package.swift`).
    static let otherTestFolders: Set<String> = ["AssignmentProperties", "assignment-properties"]

    /// The source files of `target` (paths inside `Sources/<target>/`) and the test files of its
    /// test target (paths inside `Tests/<target>Tests/`, without `Fixtures/`, which the build
    /// leaves out).
    static func layout(of target: String) throws -> (sources: [String], tests: [String]) {
        let sources = try swiftFiles(in: "Sources/" + target).map { String($0.dropFirst("Sources/\(target)/".count)) }
        let tests = try swiftFiles(in: "Tests/\(target)Tests").map { String($0.dropFirst("Tests/\(target)Tests/".count)) }
        return (sources, tests.filter { !$0.hasPrefix("Fixtures/") })
    }

    /// The source file a test file mirrors by its place and name (`Validators/Strings/EqualityValidatorTests.swift`
    /// for `Validators/Strings/EqualityValidator.swift`), or `nil` for a file of a cross-cutting folder.
    static func mirrored(by test: String) -> String? {
        if let slash = test.firstIndex(of: "/"), crossCuttingFolders[String(test[..<slash])] != nil { return nil }
        guard test.hasSuffix("Tests.swift") else { return test }
        return test.dropLast("Tests.swift".count) + ".swift"
    }

    /// Every test file is `<Name>Tests.swift` in the same folder of its test target as
    /// `<Name>.swift` in the source target, or in one of ``crossCuttingFolders``.
    @Test(arguments: allowedImports.keys.sorted())
    func everyTestFileMirrorsASourceFile(target: String) throws {
        let (sources, tests) = try Self.layout(of: target)
        let known = Set(sources)
        #expect(!tests.isEmpty, "Tests/\(target)Tests has no test files")
        for test in tests {
            guard let source = Self.mirrored(by: test) else { continue }
            #expect(known.contains(source), """
                Tests/\(target)Tests/\(test) mirrors no source file: name it after the file it tests \
                (Sources/\(target)/<folder>/<Name>.swift is tested in Tests/\(target)Tests/<folder>/<Name>Tests.swift), \
                or move it into one of the cross-cutting folders: \(Self.crossCuttingFolders.keys.sorted().joined(separator: ", "))
                """)
        }
    }

    /// Every folder under `Tests/` is the test target of a source target (`<Target>Tests`), or
    /// one of ``otherTestFolders``; no source target has a folder named like a cross-cutting one,
    /// which would make a test file's place ambiguous.
    @Test func testTargetsMirrorSourceTargets() throws {
        for folder in try Fixture.files(in: "../../../Tests") where !Self.otherTestFolders.contains(folder) {
            #expect(folder.hasSuffix("Tests") && Self.allowedImports[String(folder.dropLast("Tests".count))] != nil,
                    "Tests/\(folder) is the test target of no source target")
        }
        for target in Self.allowedImports.keys.sorted() {
            for folder in try Self.layout(of: target).sources.compactMap({ $0.split(separator: "/").first }) {
                #expect(Self.crossCuttingFolders[String(folder)] == nil, "Sources/\(target)/\(folder) is named like a cross-cutting test folder")
            }
        }
    }

    /// Lists, without failing, the source files that have no test file of their own, per target,
    /// and how many of each target's files have one.
    @Test func sourceFilesWithoutATestFileAreListed() throws {
        var report: [String] = []
        var (covered, total) = (0, 0)
        for target in Self.allowedImports.keys.sorted() {
            let (sources, tests) = try Self.layout(of: target)
            let mirrored = Set(tests.compactMap(Self.mirrored(by:)))
            let untested = sources.filter { !mirrored.contains($0) }.sorted()
            covered += sources.count - untested.count
            total += sources.count
            report.append("\(target): \(sources.count - untested.count) of \(sources.count) source files have a test file of their own")
            report += untested.map { "  untested: Sources/\(target)/\($0)" }
        }
        print("Test layout: \(covered) of \(total) source files have a test file of their own.\n" + report.joined(separator: "\n"))
        #expect(covered > 0)
    }
}
