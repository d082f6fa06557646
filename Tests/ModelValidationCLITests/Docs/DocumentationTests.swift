import Testing
import ModelValidation
import ModelValidationCLI

/// Keeps the examples in README.md and Docs/ from going stale.
///
/// - Every ```swift block must appear in one test source file: its lines, each within a line of
///   the test (ignoring indentation
///   and `//` comments, which in the docs stand for the assertions) in order, so it is compiled
///   and its behaviour asserted there.
/// - Every ```json block that is a rule object or a rule list must build; a schema must build.
struct DocumentationTests {
    static let root: String = {
        var path = Fixture.directory
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    static func text(_ relative: String) throws -> String {
        let file = try FileInput(path: root + "/" + relative)
        defer { file.close() }
        var reader = LineReader(file)
        return String(decoding: try reader.readRest(), as: UTF8.self)
    }

    static func documents() throws -> [String] {
        ["README.md"] + (try Fixture.files(in: "../../../Docs")).filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
    }

    /// The fenced blocks of a Markdown text with the given info string.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```" + language {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// The code lines of a text, without indentation, blank lines and `//` comments.
    static func codeLines(_ code: String) -> [Substring] {
        code.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// Each test file as its code lines.
    static func testFiles() throws -> [[Substring]] {
        try collect("Tests")
    }

    static func collect(_ folder: String) throws -> [[Substring]] {
        var files: [[Substring]] = []
        for name in try Fixture.files(in: "../../../" + folder) where name != "Fixtures" {
            if name.hasSuffix(".swift") {
                files.append(codeLines(try text(folder + "/" + name)))
            } else if !name.contains(".") {
                files += try collect(folder + "/" + name)
            }
        }
        return files
    }

    /// Whether `lines` occur in `file` in order.
    static func contains(_ file: [Substring], inOrder lines: [Substring]) -> Bool {
        var next = 0
        for line in file where next < lines.count && line.contains(lines[next]) { next += 1 }
        return next == lines.count
    }

    @Test func everySwiftExampleHasATwinTest() throws {
        let files = try Self.testFiles()
        for document in try Self.documents() {
            for block in Self.blocks("swift", in: try Self.text(document)) {
                let lines = Self.codeLines(block)
                #expect(files.contains { Self.contains($0, inOrder: lines) }, "\(document): no test contains this example:\n\(block)")
            }
        }
    }

    /// Answers every `unique` and `exist` example: rules that ask a database need a store to build.
    struct ExampleStore: RecordStore {
        func count(_ query: RecordQuery) async throws -> Int { 0 }
    }

    static let registry: ValidatorRegistry = {
        var registry = ValidatorRegistry.builtIn
        registry.register(store: ExampleStore())
        return registry
    }()

    @Test func everyJSONRuleExampleBuilds() throws {
        for document in try Self.documents() {
            for block in Self.blocks("json", in: try Self.text(document)) {
                let json = try JSONReader.parse(block)
                if case .object(let object) = json, object["type"] != nil {
                    #expect(throws: Never.self, "\(document): \(block)") { _ = try RuleSet(json: [json], registry: Self.registry) }
                } else if case .object(let object) = json, let rules = object["rules"] {
                    #expect(throws: Never.self, "\(document): \(block)") { _ = try RuleSet(json: rules, registry: Self.registry) }
                } else if case .array = json {
                    #expect(throws: Never.self, "\(document): \(block)") { _ = try RuleSet(json: json, registry: Self.registry) }
                }
            }
        }
    }
}
