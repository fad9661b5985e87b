extension JSONValue {
    /// How deeply arrays and objects may nest unless a caller says otherwise: 512, the limit
    /// of Foundation's `JSONSerialization` and `JSONDecoder`.
    public static let defaultMaximumDepth = 512

    /// Parses one JSON text from its UTF-8 bytes, strictly (RFC 8259), in one pass.
    ///
    /// This is how a response body from the network becomes a value (``Endpoint`` decodes
    /// entities this way): one pass over the bytes, with no error thrown and caught for each
    /// value as the `Decodable` conformance must (a `Decoder` can only be asked for one kind
    /// at a time, and says no by throwing).
    ///
    /// Anything outside RFC 8259 is refused with the byte where it went wrong: a truncated
    /// text, bytes after the value, a bad escape, half a surrogate pair, a raw control
    /// character, bytes in a string that are not UTF-8 (overlong forms and encoded surrogates
    /// included), a leading zero, a number a `Double` cannot hold (`1e400`, or `1e-400`, which
    /// is not zero), nesting deeper than `maximumDepth`, and a key twice in one object (parsers
    /// disagree on which one wins: Foundation's `JSONDecoder` keeps the first,
    /// `JSONSerialization` the last). A UTF-8 byte order mark at the start is skipped, as the
    /// RFC allows; other encodings are not read.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"id": 12, "name": "Bengal"}"#.utf8)
    /// // .object(["id": .number(12), "name": .string("Bengal")])
    ///
    /// do { _ = try JSONValue(parsing: Data("[1, 2".utf8)) } catch {
    ///     print(error)  // malformed JSON at byte 5: expected ',' or ']', found the end of the input
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The text's UTF-8 bytes: `Data`, `[UInt8]`, a string's `utf8` view.
    ///   - maximumDepth: How many arrays and objects may enclose one another (the default,
    ///     512, is Foundation's); a deeper text is refused before it is read further. Parsing
    ///     recurses once per level, so this also bounds the stack the parse uses. Must not be
    ///     negative; 0 accepts only a lone string, number, `true`, `false` or `null`.
    /// - Throws: ``JSONParseError`` naming the problem and its byte offset.
    /// - Complexity: O(*n*) in the number of bytes.
    public init(parsing bytes: some Collection<UInt8>, maximumDepth: Int = JSONValue.defaultMaximumDepth) throws(JSONParseError) {
        precondition(maximumDepth >= 0, "JSONValue(parsing:maximumDepth:): the depth limit \(maximumDepth) is negative; pass 0 or more")
        let parse = { (buffer: UnsafeBufferPointer<UInt8>) in
            Result { () throws(JSONParseError) in try JSONParser.parse(buffer, maximumDepth: maximumDepth) }
        }
        let result = bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
        self = try result.get()
    }
}
