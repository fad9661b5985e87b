import Foundation

/// Each user's preferences, kept across log out (Facebook's `FBUserPreferences` beside the
/// session's `FBPreferences`): one ``FilePreferenceStore`` per user,
/// `<prefix>.<user id>.json` in a directory, or in memory when there is no directory (then
/// they last as long as the app). A session's own values, which must not outlive it, belong
/// in the ``Session`` instead.
///
/// A user whose file does not exist yet starts from the shared store's values of the
/// ``inheritedKeys`` (the look chosen before anyone signed in): they are copied into the new
/// file, and the shared store keeps them.
///
/// ```swift
/// let users = UserPreferenceStores(directory: support, shared: shared, inheriting: ["theme"])
/// let ada = try users.store(for: "ada")           // preferences.ada.json
/// try ada.set(.compact, for: densityKey)
/// ```
public final class UserPreferenceStores: Sendable {
    /// Where the users' files are; nil keeps them in memory.
    public let directory: URL?
    /// The preferences before anyone signs in, which new users' files start from.
    public let shared: any PreferenceStore
    /// The keys a new user's store copies from ``shared``.
    public let inheritedKeys: [String]
    /// The start of each file's name (`preferences` gives `preferences.ada.json`).
    public let filePrefix: String
    private let opened = Locked<[String: any PreferenceStore]>([:])

    /// Users' preferences in files in `directory` (in memory when nil), new ones starting
    /// from `shared`'s values of `inheritedKeys`.
    public init(
        directory: URL? = nil, shared: any PreferenceStore = InMemoryPreferenceStore(), inheriting inheritedKeys: [String] = [],
        filePrefix: String = "preferences"
    ) {
        self.directory = directory
        self.shared = shared
        self.inheritedKeys = inheritedKeys
        self.filePrefix = filePrefix
    }

    /// The file of `userID`, or nil in memory or for an id that cannot name a file.
    public func fileURL(for userID: String) -> URL? {
        guard Self.isFileName(userID) else { return nil }
        return directory?.appendingPathComponent("\(filePrefix).\(userID).json")
    }

    /// The preferences of `userID`, opened once and kept: signing out and in again gives the
    /// same store.
    ///
    /// - Throws: ``PreferenceError/invalidUserID(_:)`` for an id that cannot name a file (empty,
    ///   a leading dot, a character other than letters, digits, `.`, `_` and `-`: never a path);
    ///   the ``PreferenceError`` of a file that cannot be read or is not a preferences file
    ///   (it is left as it is), or of the first copy of the inherited values.
    public func store(for userID: String) throws(PreferenceError) -> any PreferenceStore {
        guard Self.isFileName(userID) else { throw .invalidUserID(userID) }
        if let store = opened.withLock({ $0[userID] }) { return store }
        let store: any PreferenceStore
        let isNew: Bool
        if let url = fileURL(for: userID) {
            isNew = !FileManager.default.fileExists(atPath: url.path)
            store = try FilePreferenceStore(fileURL: url)
        } else {
            isNew = true
            store = InMemoryPreferenceStore()
        }
        if isNew {
            for key in inheritedKeys {
                if let value = shared.value(forKey: key) { try store.set(value, forKey: key) }
            }
        }
        return opened.withLock { opened in
            if let first = opened[userID] { return first }
            opened[userID] = store
            return store
        }
    }

    /// Whether `id` is safe as part of a file name: 1 to 128 ASCII letters, digits, `.`, `_`
    /// and `-`, not starting with a dot.
    static func isFileName(_ id: String) -> Bool {
        guard (1...128).contains(id.utf8.count), id.first != "." else { return false }
        return id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2E || byte == 0x5F || byte == 0x2D
        }
    }
}
