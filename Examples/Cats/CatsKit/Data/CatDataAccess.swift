import Foundation

/// Where the Cats app's breeds come from: AAPL's `AAPLDataAccessManager`, one interface so
/// the screens never know whether the data is bundled, cached or fetched.
public protocol CatDataAccess: Sendable {
    /// Every breed in the catalog.
    func fetchCats() async throws(CatDataError) -> [Cat]
}

/// What went wrong getting the breeds; each case says what to fix.
public enum CatDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog file could not be read.
    case unreadable(path: String, reason: String)
    /// The path names a directory, a FIFO or a device rather than a file (`kind` says which).
    case notAFile(path: String, kind: String)
    /// The catalog file is larger than the limit (``BundledCatData/maximumCatalogSize``).
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The catalog is not the JSON the app expects.
    case malformed(reason: String)
    /// The catalog is valid JSON but a breed breaks a rule (empty name, duplicate name).
    case invalidBreed(index: Int, reason: String)
    /// `--fail` asked for a failure, to show the error placeholder.
    case simulatedFailure

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the cat catalog at \(path): \(reason)"
        case let .notAFile(path, kind): "cannot read the cat catalog at \(path): it is \(kind), not a regular file"
        case let .tooLarge(path, bytes, limit):
            "the cat catalog at \(path) is \(bytes) bytes; catalogs are limited to \(limit) bytes (\(limit >> 20) MiB)"
        case let .malformed(reason): "the cat catalog is not valid: \(reason)"
        case let .invalidBreed(index, reason): "breed \(index) of the cat catalog is invalid: \(reason)"
        case .simulatedFailure: "the network is unreachable (simulated with --fail)"
        }
    }
}

/// Reads the catalog from a JSON file (the bundled one by default), after a configurable
/// latency so the loading state is visible, or fails on purpose.
public struct BundledCatData: CatDataAccess {
    /// The catalog file.
    public var url: URL
    /// How long a fetch takes.
    public var latency: Duration
    /// Whether every fetch fails with ``CatDataError/simulatedFailure``.
    public var fails: Bool

    /// The largest catalog file read: 8 MiB (the bundled one is 13 KB). A larger file is
    /// refused from its size, before it is read.
    public static let maximumCatalogSize = 8 << 20

    /// The catalog that ships with the app.
    public static var bundledCatalogURL: URL? {
        Bundle.module.url(forResource: "cats", withExtension: "json")
    }

    public init(url: URL, latency: Duration = .zero, fails: Bool = false) {
        self.url = url
        self.latency = latency
        self.fails = fails
    }

    public func fetchCats() async throws(CatDataError) -> [Cat] {
        if latency > .zero { try? await Task.sleep(for: latency) }
        if fails { throw .simulatedFailure }
        let data = try CatalogFile.contents(of: url.path, limit: BundledCatData.maximumCatalogSize)
        return try CatCatalog.decode(data)
    }
}

/// The catalog's JSON: `{"version": 1, "breeds": [{name, origin, coat, description}]}`.
public enum CatCatalog {
    struct File: Decodable {
        var version: Int
        var breeds: [Cat]
    }

    /// Decodes and checks a catalog.
    ///
    /// - Throws: ``CatDataError/malformed(reason:)`` for JSON that doesn't fit,
    ///   ``CatDataError/invalidBreed(index:reason:)`` for an empty or repeated name.
    public static func decode(_ data: Data) throws(CatDataError) -> [Cat] {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformed(reason: "missing \"\(key.stringValue)\" at \(path(context))")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .malformed(reason: "expected \(type) at \(path(context))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .malformed(reason: "expected \(type) at \(path(context)), found null")
        } catch let DecodingError.dataCorrupted(context) {
            throw .malformed(reason: context.debugDescription)
        } catch {
            throw .malformed(reason: "\(error)")
        }
        guard file.version == 1 else { throw .malformed(reason: "version \(file.version) is not supported (expected 1)") }
        var seen = Set<String>()
        for (index, cat) in file.breeds.enumerated() {
            if cat.name.trimmingCharacters(in: .whitespaces).isEmpty { throw .invalidBreed(index: index, reason: "the name is empty") }
            if !seen.insert(cat.name).inserted { throw .invalidBreed(index: index, reason: "\"\(cat.name)\" appears twice") }
        }
        return file.breeds
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
}
