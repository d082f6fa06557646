#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ModelValidation
import ModelValidationCLI

/// Fixture files, found from this source file's location so no resource bundle is needed: the
/// `Fixtures` folder of the test target, beside this file's `Support` folder.
enum Fixture {
    static let directory: String = {
        let file = #filePath
        let support = file[..<file.lastIndex(of: "/")!]
        return String(support[..<support.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    /// The bytes of a fixture file.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        let file = try FileInput(path: directory + "/" + relativePath)
        defer { file.close() }
        var reader = LineReader(file)
        return try reader.readRest()
    }

    /// The names of the files in a fixture directory, sorted.
    static func files(in relativePath: String) throws -> [String] {
        guard let dir = opendir(directory + "/" + relativePath) else { throw InputError(reason: "cannot open \(relativePath)") }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// A fixture file parsed as JSON.
    static func json(_ relativePath: String) throws -> AttributeValue {
        try JSONReader.parse(try bytes(relativePath))
    }

    /// A fixture NDJSON file, one value per non-empty line.
    static func ndjson(_ relativePath: String) throws -> [AttributeValue] {
        let file = try FileInput(path: directory + "/" + relativePath)
        defer { file.close() }
        var reader = LineReader(file)
        var values: [AttributeValue] = []
        while let value = try reader.nextLine({ bytes in bytes.isEmpty ? nil : Result { try JSONReader.parse(bytes) } }) {
            if let value { values.append(try value.get()) }
        }
        return values
    }
}
