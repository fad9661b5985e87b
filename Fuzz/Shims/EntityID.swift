// Fuzz shim for TrellisData's `EntityID` (Entities/Entity.swift), which also requires
// GRDB's `DatabaseValueConvertible`: the network decoders need only the id kinds.

/// The kinds of id an entity may have (the fuzz build's stand-in, without GRDB).
public protocol EntityID: Hashable, Sendable, CustomStringConvertible {}
extension Int64: EntityID {}
extension Int: EntityID {}
extension String: EntityID {}
