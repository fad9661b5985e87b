/// Where an ``EntityStore`` keeps its data.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite file in WAL mode (readers never wait for the writer); created if missing.
    case file(path: String)
    /// A SQLite file opened read-only: every write fails with ``StoreError/readOnly(path:)``.
    case readOnlyFile(path: String)
    /// A throwaway database in memory, for tests and `--in-memory` runs.
    case inMemory

    public var description: String {
        switch self {
        case .file(let path), .readOnlyFile(let path): path
        case .inMemory: ":memory:"
        }
    }
}
