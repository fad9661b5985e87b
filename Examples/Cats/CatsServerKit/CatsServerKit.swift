/// `cats-server`'s application: built in issue 16 (see docs/Architecture.md).
enum CatsServerKit {}
