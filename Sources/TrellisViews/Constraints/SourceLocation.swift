/// Where a constraint was written: the caller's `#fileID` and `#line`, carried along
/// the DSL chain so that descriptions and misuse reports point at the source.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` spells it.
    public var fileID: String
    /// The line of the relation call (`equalTo`…).
    public var line: UInt

    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    init(_ file: StaticString, _ line: UInt) {
        self.init(fileID: file.description, line: line)
    }

    /// `File.swift:42`.
    public var description: String {
        let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(name):\(line)"
    }
}
