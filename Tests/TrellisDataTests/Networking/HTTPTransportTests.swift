import Foundation
import Hummingbird
import Testing
import TrellisData

/// `AsyncHTTPClientTransport` against answers a hostile server could send, and URLs the
/// command line could pass. Found by running the real `cats --server` as a hostile user:
/// both ended in async-http-client's trap `Not enough bits to represent the passed value`
/// (NIO's `SocketAddress` takes the port as a `UInt16`). With the trap, this suite's
/// process dies, so the tests fail by crashing.
@Suite(.timeLimit(.minutes(1))) struct HTTPTransportTests {
    let transport = AsyncHTTPClientTransport()

    /// `/moved` redirects to a port that cannot exist, `/elsewhere` to `/breeds`, which counts its hits.
    static func redirectingRoutes(_ router: Router<BasicRequestContext>, _ counter: HitCounter) {
        router.get("moved") { _, _ in
            await counter.hit("moved")
            return Response(status: .found, headers: [.location: "http://127.0.0.1:99999/breeds"])
        }
        router.get("elsewhere") { _, _ in
            Response(status: .movedPermanently, headers: [.location: "/breeds"])
        }
        router.get("breeds") { _, _ in
            await counter.hit("breeds")
            return jsonResponse("[]")
        }
    }

    /// How long a request these tests expect answered may take: they are not about timeouts,
    /// and a loaded machine under ThreadSanitizer once took longer than 5 s to answer one.
    static let patience: Duration = .seconds(60)

    @Test("a redirect is returned as it is, never followed: not even to a port that cannot exist")
    func redirectsAreNotFollowed() async throws {
        try await withTestServer(Self.redirectingRoutes) { server, counter in
            let moved = try await transport.send(NetworkRequest(method: .get, url: server.baseURL + "/moved"), timeout: Self.patience)
            #expect(moved.status == 302)
            let elsewhere = try await transport.send(
                NetworkRequest(method: .get, url: server.baseURL + "/elsewhere"), timeout: Self.patience)
            #expect(elsewhere.status == 301)
            #expect(await counter.count("moved") == 1)
            #expect(await counter.count("breeds") == 0, "a redirect was followed")
        }
    }

    @Test("response header names are lower case, whatever case the server sent them in")
    func responseHeaderNamesAreLowerCase() async throws {
        let build: (Router<BasicRequestContext>, HitCounter) -> Void = { router, _ in
            router.get("counted") { _, _ in
                var response = jsonResponse("[]")
                response.headers[.init("X-Cat-Count")!] = "3"
                return response
            }
        }
        try await withTestServer(build) { server, _ in
            let response = try await transport.send(NetworkRequest(method: .get, url: server.baseURL + "/counted"), timeout: Self.patience)
            #expect(response.headers["x-cat-count"] == "3")
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() }, "\(response.headers.keys.sorted())")
        }
    }

    @Test(
        "a URL whose port is outside 0…65535 is an invalid request, not a trap",
        arguments: ["http://127.0.0.1:99999/breeds", "http://127.0.0.1:65536/", "http://[::1]:70000/x", "http://localhost:123456/"])
    func portOutOfRange(_ url: String) async {
        do {
            let response = try await transport.send(NetworkRequest(method: .get, url: url), timeout: .seconds(2))
            Issue.record("\(url) was sent: HTTP \(response.status)")
        } catch {
            guard case .invalidRequest(let message) = error else {
                Issue.record("expected invalidRequest, got \(error)")
                return
            }
            #expect(message.contains("outside 0…65535"), "\(message)")
        }
    }
}
