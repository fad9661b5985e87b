import CatsAPI
import GRDB
import Logging
import TrellisData

extension ServerStore {
    /// The rows that read as `E`; a damaged one (a blob or a NULL where text belongs, a
    /// dropped column) is logged with its table, id and GRDB's `RowDecodingError` (which
    /// names the column) and skipped, so one bad row does not fail every list request.
    static func readable<E: Entity>(_ rows: [Row], as type: E.Type, logger: Logger) -> [E] {
        var entities: [E] = []
        for row in rows {
            do {
                entities.append(try E(row: row))
            } catch {
                let id = (try? row.decode(DatabaseValue.self, forColumn: "id")).map(\.description) ?? "?"
                logger.error("skipped a damaged row", metadata: ["table": "\(E.tableName)", "id": "\(id)", "error": "\(error)"])
            }
        }
        return entities
    }

    /// A user from a `SELECT id, name` row.
    ///
    /// - Throws: GRDB's `RowDecodingError` naming the column, for a damaged row.
    static func user(row: Row) throws -> CatsUser {
        CatsUser(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"))
    }
}
