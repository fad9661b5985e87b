extension JSONValue: Codable {
    /// Decodes whichever kind of value the decoder holds.
    ///
    /// A `Decoder` cannot say which kind it holds, only refuse one by throwing, so each kind is
    /// tried in turn and every miss costs a thrown `DecodingError` (with its coding path and
    /// message). The kinds are tried in the order an entity's fields need them, strings and
    /// numbers before objects, so a typical object of strings and numbers costs at most one
    /// miss per number and two for itself. Bytes from the network are better read with
    /// ``init(parsing:maximumDepth:)``, which throws nothing until the input is wrong.
    ///
    /// A string is tried before a number, so a string stays a string even when the decoder
    /// would read it as a number (`JSONDecoder`'s `nonConformingFloatDecodingStrategy` reads
    /// `"NaN"` as one).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    /// Encodes the value as the kind it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
