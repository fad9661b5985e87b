import TrellisData

/// The wire and disk rules of ``Breed/favoriteCount``: a server that does not send the
/// field (one older than the counts) means 0, and a value from outside is checked before
/// it is trusted: a count is a whole number from 0 to ``maximum``.
public enum FavoriteCount {
    /// The field's name on the wire and the column's name on disk.
    public static let field = "favorite_count"
    /// The largest count accepted; far above any real one, and small enough for any `Int`.
    public static let maximum = 1_000_000_000

    /// Why a count from outside was refused, named for the error's reason.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Below zero: nobody can unfavorite a breed more often than it was favorited.
        case negative(Int64)
        /// Above ``FavoriteCount/maximum``.
        case tooLarge(Int64)

        public var description: String {
            switch self {
            case .negative(let count): "a favorite count cannot be negative (got \(count))"
            case .tooLarge(let count): "a favorite count of \(count) is larger than \(FavoriteCount.maximum)"
            }
        }
    }

    /// `count` as an `Int`, or the problem with it.
    public static func checked(_ count: Int64) -> Result<Int, Problem> {
        if count < 0 { return .failure(.negative(count)) }
        if count > Int64(maximum) { return .failure(.tooLarge(count)) }
        return .success(Int(count))
    }

    /// The count in a breed's JSON: 0 when absent or null (an older server), otherwise a
    /// checked whole number.
    ///
    /// - Throws: `EntityDecodingError` naming `favorite_count` and the breed: not a
    ///   number, not whole, negative or too large.
    static func decode(_ object: NetworkObject) throws(EntityDecodingError) -> Int {
        guard object.fields[field].map({ $0 != .null }) ?? false else { return 0 }
        switch checked(try object.int(field)) {
        case .success(let count): return count
        case .failure(let problem): throw object.invalid(field, problem.description)
        }
    }
}

extension Breed {
    enum CodingKeys: String, CodingKey {
        case id, name, origin, coat, pattern, lifespan, description
        case favoriteCount = "favorite_count"
    }

    /// Decodes a breed as `cats-server` encodes it; a missing `favorite_count` is 0, a
    /// negative or oversized one is a `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int64.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            origin: try container.decode(String.self, forKey: .origin), coat: try container.decode(String.self, forKey: .coat),
            pattern: try container.decode(String.self, forKey: .pattern), lifespan: try container.decode(String.self, forKey: .lifespan),
            description: try container.decode(String.self, forKey: .description))
        guard let count = try container.decodeIfPresent(Int64.self, forKey: .favoriteCount) else { return }
        switch FavoriteCount.checked(count) {
        case .success(let count): favoriteCount = count
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(forKey: .favoriteCount, in: container, debugDescription: problem.description)
        }
    }
}
