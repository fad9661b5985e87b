#if os(Linux)
    import Glibc

    extension ProbeProcess {
        /// A pseudo-terminal's (master, slave) descriptors, opened through `/dev/ptmx`
        /// (`posix_openpt` and `ptsname` are not visible to Swift's Glibc module).
        static func openPseudoTerminal() throws -> (Int32, Int32) {
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard master >= 0 else { throw ProbeError("cannot open /dev/ptmx (errno \(errno))") }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            // TIOCSPTLCK and TIOCGPTN, whose _IOW/_IOR macros Swift cannot import.
            guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
                close(master)
                throw ProbeError("cannot unlock the pseudo-terminal (errno \(errno))")
            }
            let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard slave >= 0 else {
                close(master)
                throw ProbeError("cannot open /dev/pts/\(number) (errno \(errno))")
            }
            return (master, slave)
        }

        /// `posix_spawn`s `path` with `stdio` as descriptors 0, 1 and 2, in a new process
        /// group, with an empty signal mask and every signal at its default (the test
        /// thread's mask, which blocks most signals, must not leak into the probe).
        static func spawn(_ path: String, stdio: Int32, environment: [String: String]) throws -> pid_t {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
                posix_spawn_file_actions_adddup2(&actions, stdio, target)
            }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var empty = sigset_t()
            var all = sigset_t()
            sigemptyset(&empty)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

            var variables: [String: String] = [:]
            var entry = environ
            while let pointer = entry.pointee {
                let pair = String(cString: pointer)
                if let equals = pair.firstIndex(of: "=") {
                    variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
                }
                entry += 1
            }
            variables["TERM"] = "xterm-256color"
            variables["SWIFT_BACKTRACE"] = "enable=no"
            variables.merge(environment) { $1 }
            let arguments = [strdup(path)] + [nil]
            let environmentStrings = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                arguments.forEach { free($0) }
                environmentStrings.forEach { free($0) }
            }
            var pid: pid_t = 0
            let result = posix_spawn(&pid, path, &actions, &attributes, arguments, environmentStrings)
            guard result == 0 else { throw ProbeError("posix_spawn \(path) failed (errno \(result))") }
            return pid
        }

        /// A `waitpid` status, decoded (the W* macros are not visible to Swift).
        static func decode(_ status: Int32) -> Status {
            if status == 0xFFFF { return .continued }
            if status & 0xFF == 0x7F { return .stopped((status >> 8) & 0xFF) }
            if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
            return .signaled(status & 0x7F)
        }

        /// Where `needle` first occurs in `haystack` at or after `start`.
        static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
            guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
            for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
                if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            }
            return nil
        }
    }
#endif
