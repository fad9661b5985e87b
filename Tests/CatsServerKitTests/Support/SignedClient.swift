import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TrellisData

/// Sends requests to a test application signed exactly as the app signs them: the request is
/// made by `APIServer(baseURL:).request(for: Endpoint…)` and signed by `RequestSigner`.
struct SignedClient: Sendable {
    let client: any TestClientProtocol
    var signer = RequestSigner(secret: CatsAPI.demoSecret, appVersion: CatsAPI.appVersion)
    let server = APIServer(baseURL: "http://localhost")

    /// The signed request for `endpoint`, with `token` as its bearer token.
    func request<R>(_ endpoint: Endpoint<R>, token: String? = nil, at now: Date = Date()) -> NetworkRequest {
        var signer = signer
        signer.accessToken = token.map(AccessToken.init)
        return signer.sign(server.request(for: endpoint), at: now)
    }

    /// The port of a live server (nil for the router test framework).
    var port: Int? { client.port }

    /// One header field (`HTTPField`, which Hummingbird does not re-export).
    typealias Field = HTTPFields.Element

    /// Signs and sends `endpoint`.
    func send<R>(_ endpoint: Endpoint<R>, token: String? = nil) async throws -> TestResponse {
        try await execute(request(endpoint, token: token))
    }

    /// Sends `request` as it is (signed or not).
    func execute(_ request: NetworkRequest) async throws -> TestResponse {
        var fields = HTTPFields()
        for (name, value) in request.headers { fields.append(Field(name: try #require(Field.Name(name)), value: value)) }
        return try await client.executeRequest(
            uri: request.target, method: try #require(HTTPRequest.Method(request.method.rawValue)), headers: fields,
            body: request.body.isEmpty ? nil : ByteBuffer(bytes: request.body))
    }

    /// Signs in as `user` and returns the token.
    func signIn(_ user: String = "ada") async throws -> String {
        let response = try await send(.signIn(user))
        #expect(response.status == .ok, "sign in: \(response.text)")
        return try response.decode(SignInResponse.self).token
    }

    /// The favorites of the token's user.
    func favorites(_ token: String) async throws -> [Int64] {
        let response = try await send(.favorites(), token: token)
        #expect(response.status == .ok, "favorites: \(response.text)")
        return try response.decode(FavoriteList.self).breedIDs
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(body.readableBytesView))
    }

    /// The `error` of an ``APIErrorBody``, or the whole body when it is not one.
    var errorReason: String { (try? decode(APIErrorBody.self).error) ?? text }
}

/// A logger that prints nothing.
let quietLogger = Logger(label: "cats-server-tests") { _ in SwiftLogNoOpLogHandler() }

/// A test configuration: in memory, port 0, quiet.
func testConfiguration(_ change: (inout CatsServerConfiguration) -> Void = { _ in }) -> CatsServerConfiguration {
    var configuration = CatsServerConfiguration(port: 0, database: .inMemory, logger: quietLogger)
    change(&configuration)
    return configuration
}

/// Runs `body` against an application made with `configuration`, through Hummingbird's
/// router test framework (`.router`, no socket) or a live server on port 0 (`.live`).
func withServer<T: Sendable>(
    _ configuration: CatsServerConfiguration = testConfiguration(), _ setup: TestingSetup = .router,
    _ body: @Sendable (SignedClient) async throws -> T
) async throws -> T {
    let app = try CatsServer(configuration).makeApplication()
    return try await app.test(setup) { client in try await body(SignedClient(client: client)) }
}
