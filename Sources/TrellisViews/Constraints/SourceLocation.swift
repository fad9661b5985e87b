/// Where a constraint was written: the caller's `#fileID` and `#line`, carried along
/// the DSL chain so that descriptions and misuse reports point at the source.
///
/// The file is kept as the `StaticString` the compiler passed, so capturing a
/// location costs nothing; it becomes a `String` only when read.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    private let file: StaticString
    /// The line of the call.
    public let line: UInt

    /// The call site at `file`, `line`.
    public init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    init(_ file: StaticString, _ line: UInt) {
        self.init(file: file, line: line)
    }

    /// `Module/File.swift`, as `#fileID` spells it.
    public var fileID: String { file.description }

    /// `File.swift:42`.
    public var description: String {
        let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(name):\(line)"
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.fileID == rhs.fileID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
    }
}
