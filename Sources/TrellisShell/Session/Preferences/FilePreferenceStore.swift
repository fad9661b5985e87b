import Foundation

/// Preferences kept in a JSON object file, written atomically on every change.
///
/// A missing file is an empty store (first run). A file that is not a JSON object, or that
/// holds a value preferences cannot hold, is reported with a typed error naming the file and
/// the key, never silently reset: the user's settings are worth a message.
///
/// ```swift
/// let preferences = try FilePreferenceStore(fileURL: support.appending(path: "preferences.json"))
/// try preferences.set(.string("dark"), forKey: "theme")
/// ```
public final class FilePreferenceStore: PreferenceStore {
    /// The JSON file the preferences live in.
    public let fileURL: URL
    private let values: Locked<[String: PreferenceValue]>

    /// Opens (and reads) the file at `fileURL`.
    ///
    /// - Throws: ``PreferenceError/unreadable(path:reason:)``,
    ///   ``PreferenceError/corrupt(path:reason:)`` or ``PreferenceError/unsupportedValue(key:path:)``.
    public init(fileURL: URL) throws(PreferenceError) {
        self.fileURL = fileURL
        self.values = Locked(try Self.read(fileURL))
    }

    public func value(forKey key: String) -> PreferenceValue? { values.withLock { $0[key] } }

    public var keys: [String] { values.withLock { $0.keys.sorted() } }

    public func set(_ value: PreferenceValue?, forKey key: String) throws(PreferenceError) {
        try values.withLock { (current: inout [String: PreferenceValue]) throws(PreferenceError) in
            var updated = current
            updated[key] = value
            try write(updated)
            current = updated  // only once it is on disk
        }
    }

    public func removeAll() throws(PreferenceError) {
        try values.withLock { (current: inout [String: PreferenceValue]) throws(PreferenceError) in
            try write([:])
            current = [:]
        }
    }

    private func write(_ values: [String: PreferenceValue]) throws(PreferenceError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(values).write(to: fileURL, options: .atomic)
        } catch {
            throw .writeFailed(path: fileURL.path, reason: Self.reason(error))
        }
    }

    private static func read(_ url: URL) throws(PreferenceError) -> [String: PreferenceValue] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return [:] }
            throw .unreadable(path: url.path, reason: reason(error))
        }
        let object: [String: Lenient]
        do {
            object = try JSONDecoder().decode([String: Lenient].self, from: data)
        } catch {
            throw .corrupt(path: url.path, reason: reason(error))
        }
        var values: [String: PreferenceValue] = [:]
        for key in object.keys.sorted() {
            guard let value = object[key]?.value else { throw .unsupportedValue(key: key, path: url.path) }
            values[key] = value
        }
        return values
    }

    /// A value that decodes whatever it finds, so one bad value names its key instead of
    /// failing the whole object.
    private struct Lenient: Decodable {
        var value: PreferenceValue?
        init(from decoder: any Decoder) throws { value = try? PreferenceValue(from: decoder) }
    }

    private static func reason(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case let .dataCorrupted(context), let .typeMismatch(_, context), let .valueNotFound(_, context), let .keyNotFound(_, context):
                return context.debugDescription
            @unknown default: return "\(decoding)"
            }
        }
        return (error as NSError).localizedDescription
    }
}
