import Foundation

/// A file with given contents in the temporary directory, removed on deinit.
final class TemporaryFile {
  let path: String

  init(_ contents: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("labcolor-\(UUID().uuidString)").path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The file's contents now, as UTF-8 (invalid bytes replaced).
  func contents() throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }
}
