import Foundation

/// Reads whole input files (manifests, corpora) with the OS's reason when that fails.
package enum TextFile {
    /// Why a file could not be read, as the OS says it.
    package struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong, in lower case: "no such file", "is a directory", "permission denied", …
        package var reason: String
        /// What to do about it.
        package var help: String
        package var description: String { reason }
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    /// - Throws: ``ReadError`` when the file is missing, unreadable, a directory, or longer than `limit`
    ///   (so `/dev/zero` is refused rather than read forever).
    /// - Complexity: O(size of the file).
    package static func read(_ path: String, limit: Int) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw failure(EISDIR) }
        var bytes: [UInt8] = []
        // a regular file's size is known: room for all of it (and the read that finds its end)
        // at once, rather than growing by doubling, a copy each time, through a large manifest.
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw ReadError(
                    reason: "the file is larger than \(limit >> 20) MB, the limit",
                    help: "split it, or check that the path names a regular file")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func failure(_ code: Int32) -> ReadError {
        let reason =
            switch code {
            case ENOENT: "no such file"
            case EISDIR: "is a directory"
            case EACCES: "permission denied"
            default: String(cString: strerror(code)).lowercased()
            }
        let help =
            switch code {
            case ENOENT: "check the path; relative paths start in the current directory"
            case EISDIR: "name a file inside the directory"
            case EACCES: "make the file readable"
            default: "check that the path names a readable file"
            }
        return ReadError(reason: reason, help: help)
    }
}
