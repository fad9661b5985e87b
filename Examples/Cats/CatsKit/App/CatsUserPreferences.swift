import Foundation
import NIOConcurrencyHelpers
import TrellisShell

/// Each user's preferences (theme, grid density), kept across log out: one
/// ``TrellisShell/FilePreferenceStore`` per user, `preferences.<user id>.json` beside the
/// database, or in memory for `--in-memory` (then they last as long as the app). A session's
/// own values, which must not outlive it, are ``CatsSessionValues``.
///
/// The app kept one theme for everybody in `preferences.json` before: a user whose file
/// does not exist yet starts from that theme (it is copied into their file; the shared
/// file keeps it for the sign-in screen).
///
/// ```swift
/// let preferences = CatsUserPreferences(directory: databaseDirectory, shared: sharedStore)
/// let ada = try preferences.store(for: "ada")   // preferences.ada.json
/// try CatsGridDensity.compact.store(in: ada)
/// ```
public final class CatsUserPreferences: Sendable {
    /// Where the users' files are; nil keeps them in memory.
    public let directory: URL?
    /// The preferences of the app before anyone signs in (`preferences.json`), which new
    /// users' files start from.
    public let shared: any PreferenceStore
    private let opened = NIOLockedValueBox<[String: any PreferenceStore]>([:])

    /// Users' preferences in files in `directory` (in memory when nil), new ones starting
    /// from `shared`'s theme.
    public init(directory: URL? = nil, shared: any PreferenceStore = InMemoryPreferenceStore()) {
        self.directory = directory
        self.shared = shared
    }

    /// The file of `userID` (a ``CatsAPI/CatsUser`` id: lowercase letters, digits and `-`).
    public func fileURL(for userID: String) -> URL? {
        directory?.appendingPathComponent("preferences.\(userID).json")
    }

    /// The preferences of `userID`, opened once and kept: signing out and in again gives the
    /// same values.
    ///
    /// - Throws: ``TrellisShell/PreferenceError`` when the user's file cannot be read or is
    ///   not a preferences file (it is left as it is), or the first copy of the shared theme
    ///   cannot be written.
    public func store(for userID: String) throws(PreferenceError) -> any PreferenceStore {
        if let store = opened.withLockedValue({ $0[userID] }) { return store }
        let store: any PreferenceStore
        let isNew: Bool
        if let url = fileURL(for: userID) {
            isNew = !FileManager.default.fileExists(atPath: url.path)
            store = try FilePreferenceStore(fileURL: url)
        } else {
            isNew = true
            store = InMemoryPreferenceStore()
        }
        if isNew, let theme = shared.value(forKey: CatsTheme.preferenceKey) {
            try store.set(theme, forKey: CatsTheme.preferenceKey)
        }
        return opened.withLockedValue { opened in
            if let first = opened[userID] { return first }
            opened[userID] = store
            return store
        }
    }
}
