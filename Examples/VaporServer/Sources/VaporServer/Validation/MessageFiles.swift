import Foundation
import ModelValidation
import Vapor

/// The languages the server answers in, read once at start: Yii's translations of the default
/// messages (every language Yii ships) and the server's own catalogs, `Messages/<locale>.json`,
/// which translate its labels and the texts Yii does not have (a problem's title and summary,
/// refused keys) into German and Russian.
///
/// Each request gets its language from its `Accept-Language` header (``language(for:)``); the
/// language is passed to the validation and to the answer, never stored anywhere global, so
/// concurrent requests each answer in their own.
struct MessageFiles: Sendable {
    /// Yii's catalogs with the server's added.
    let catalogs: MessageCatalogs

    /// Reads `Messages/*.json`, each a JSON object from the exact English text to its
    /// translation, named after its locale.
    ///
    /// - Throws: ``RuleFiles/LoadError`` naming the file when one cannot be read, is not a JSON
    ///   object of strings, or is named after no well-formed locale.
    init() throws {
        let folder = Bundle.module.resourceURL?.appendingPathComponent("Messages")
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw RuleFiles.LoadError(file: "Messages", reason: "not found among the server's resources")
        }
        var catalogs = MessageCatalogs.yii
        for name in names.sorted() where name.hasSuffix(".json") {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            catalogs = catalogs.adding(try Self.catalog(String(name.dropLast(5)), bytes: bytes))
        }
        self.catalogs = catalogs
    }

    /// The catalog of one file.
    ///
    /// - Parameters:
    ///   - tag: The locale, from the file's name.
    ///   - bytes: The file.
    /// - Returns: The catalog.
    /// - Throws: ``RuleFiles/LoadError`` naming the file and what is wrong.
    static func catalog(_ tag: String, bytes: some Collection<UInt8>) throws -> MessageCatalog {
        let file = "Messages/\(tag).json"
        guard let locale = LocaleIdentifier(tag) else {
            throw RuleFiles.LoadError(file: file, reason: "\"\(tag)\" is not a language tag")
        }
        let object: AttributeObject
        do {
            object = try JSONReader.parseObject(bytes)
        } catch {
            throw RuleFiles.LoadError(file: file, reason: error.description)
        }
        var translations: [String: String] = [:]
        for (source, value) in object {
            guard case .string(let translation) = value else {
                throw RuleFiles.LoadError(file: file, reason: "the translation of \"\(source)\" is not a string")
            }
            translations[source] = translation
        }
        return MessageCatalog(locale: locale, translations: translations)
    }

    /// The language of a request's messages: the best match of its `Accept-Language` fields
    /// among the languages of ``catalogs`` (weights, wildcards and fallback from `de-CH` to
    /// `de` as ``AcceptLanguage`` reads them), else English. The header is untrusted: a
    /// malformed or huge one costs bounded work and gives English.
    ///
    /// - Parameter request: The request.
    /// - Returns: Its language.
    func language(for request: Request) -> MessageLanguage {
        let fields = request.headers[.acceptLanguage]
        guard !fields.isEmpty else { return MessageLanguage(.english, catalogs: catalogs) }
        return MessageLanguage(acceptLanguage: fields.count == 1 ? fields[0] : fields.joined(separator: ", "), catalogs: catalogs)
    }
}
