/// A person signed in to Cats. The id is what favorites are stored under on the server.
public struct CatsUser: Codable, Hashable, Sendable {
    /// The account's id: lowercase letters, digits and `-`, 1–32 of them.
    public var id: String
    /// The name to show ("Ada").
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// Whether `id` is a valid account id (lowercase letters, digits and `-`, 1–32 of them).
    public static func isValidID(_ id: String) -> Bool {
        (1...32).contains(id.utf8.count) && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }
}

/// `POST /session`: sign in as a name (the demo server has no passwords).
public struct SignInRequest: Codable, Hashable, Sendable {
    /// The account id to sign in as (see ``CatsUser/isValidID(_:)``).
    public var user: String

    public init(user: String) { self.user = user }
}

/// The answer to ``SignInRequest``: the user and the bearer token later requests carry.
public struct SignInResponse: Codable, Hashable, Sendable {
    public var user: CatsUser
    public var token: String
    /// Whether this sign-in created the account (`"created"`): the server held nothing for
    /// the user before. A client that holds favorites the server confirmed earlier learns
    /// from it that the server lost its data, and uploads them again instead of taking the
    /// empty list. Absent (an older server) decodes as false.
    public var created: Bool

    enum CodingKeys: String, CodingKey { case user, token, created }

    public init(user: CatsUser, token: String, created: Bool = false) {
        self.user = user
        self.token = token
        self.created = created
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        user = try container.decode(CatsUser.self, forKey: .user)
        token = try container.decode(String.self, forKey: .token)
        created = try container.decodeIfPresent(Bool.self, forKey: .created) ?? false
    }
}

/// A user's favorites, in the user's order: `GET /favorites` and `PUT /favorites`.
public struct FavoriteList: Codable, Hashable, Sendable {
    /// Breed ids, first shown first; no repeats.
    public var breedIDs: [Int64]

    enum CodingKeys: String, CodingKey { case breedIDs = "breed_ids" }

    public init(breedIDs: [Int64]) { self.breedIDs = breedIDs }
}

/// `GET /version`: what the settings screen shows beside the app's own version.
public struct ServerVersion: Codable, Hashable, Sendable {
    /// The server's version ("1.0.0").
    public var server: String
    /// The API version it speaks (``CatsAPI/apiVersion``).
    public var api: Int

    public init(server: String, api: Int) {
        self.server = server
        self.api = api
    }
}

/// The body of every 4xx and 5xx answer of `cats-server`: `{"error": "why"}`.
public struct APIErrorBody: Codable, Hashable, Sendable {
    /// Why the request was refused, as a sentence.
    public var error: String

    public init(error: String) { self.error = error }
}
