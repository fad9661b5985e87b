import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import TrellisData
import TrellisTestSupport

/// Counts what a test server saw, by route.
actor HitCounter {
    var hits: [String: Int] = [:]
    func hit(_ route: String) { hits[route, default: 0] += 1 }
    func count(_ route: String) -> Int { hits[route, default: 0] }
}

struct Dropped: Error {}

/// Runs `body` against a real Hummingbird server on 127.0.0.1, port chosen by the system,
/// started inside the test and stopped when `body` returns. Only loopback traffic.
func withTestServer<T: Sendable>(
    _ build: (Router<BasicRequestContext>, HitCounter) -> Void,
    _ body: @Sendable (APIServer, HitCounter) async throws -> T
) async throws -> T {
    let counter = HitCounter()
    let router = Router()
    build(router, counter)
    var logger = Logger(label: "trellis-data-test-server")
    logger.logLevel = .error
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: logger)
    return try await app.test(.live) { client in
        let port = try #require(client.port)
        return try await body(APIServer(baseURL: "http://127.0.0.1:\(port)"), counter)
    }
}

/// A logger that prints nothing, so expected failures do not clutter the test output.
let quietLogger: Logger = {
    var logger = Logger(label: "trellis-data-tests") { _ in SwiftLogNoOpLogHandler() }
    logger.logLevel = .critical
    return logger
}()

func jsonResponse(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
}

/// The routes every networker test uses.
func catsRoutes(_ router: Router<BasicRequestContext>, _ counter: HitCounter) {
    catsRoutes(router, counter, breedsWaitFor: nil)
}

/// The same routes, but `breeds/:id` answers only once `latch` is open: requests the test
/// keeps in flight for as long as it needs, instead of a delay it hopes is long enough.
func catsRoutes(holdingBreedsUntil latch: Latch) -> (Router<BasicRequestContext>, HitCounter) -> Void {
    { router, counter in catsRoutes(router, counter, breedsWaitFor: latch) }
}

private func catsRoutes(_ router: Router<BasicRequestContext>, _ counter: HitCounter, breedsWaitFor latch: Latch?) {
    router.get("breeds") { _, _ in
        await counter.hit("breeds")
        return jsonResponse(#"[{"id": 1, "name": "Abyssinian", "origin": "Ethiopia"}, {"id": 2, "name": "Bengal", "origin": "US"}]"#)
    }
    router.get("breeds/:id") { _, context in
        let id = context.parameters.get("id") ?? "?"
        await counter.hit("breed \(id)")
        await latch?.wait()
        return jsonResponse(#"{"id": \#(id), "name": "Breed \#(id)", "origin": "Somewhere"}"#)
    }
    router.get("missing") { _, _ in jsonResponse(#"{"error": "no such breed"}"#, status: .notFound) }
    router.get("broken") { _, _ in
        await counter.hit("broken")
        return jsonResponse("database on fire", status: .internalServerError)
    }
    router.get("unavailable") { _, _ in
        await counter.hit("unavailable")
        return jsonResponse("try later", status: .serviceUnavailable)
    }
    router.post("unavailable") { _, _ in
        await counter.hit("post unavailable")
        return jsonResponse("try later", status: .serviceUnavailable)
    }
    router.get("slow") { _, _ in
        await counter.hit("slow")
        try await Task.sleep(for: .seconds(3))
        return jsonResponse("[]")
    }
    router.get("malformed") { _, _ in jsonResponse(#"[{"id": 1, "name": "#) }
    router.get("incomplete") { _, _ in jsonResponse(#"[{"id": 1, "name": "A", "origin": "x"}, {"id": 2, "name": "B"}]"#) }
    router.get("drop") { _, _ in
        await counter.hit("drop")
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(contentLength: 1000) { writer in
                try await writer.write(ByteBuffer(string: "[{"))
                throw Dropped()
            })
    }
    router.get("echo-headers") { request, _ in
        var names: [String] = []
        for field in request.headers { names.append("\(field.name.canonicalName)=\(field.value)") }
        return jsonResponse("\"\(names.sorted().joined(separator: "&"))\"")
    }
}
