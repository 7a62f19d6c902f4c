/// A PNG file read back for the tests: its chunks checked (signature, CRC-32 of each
/// chunk, IHDR first, IEND last, IDAT together), its image data inflated (`Inflate`) and
/// unfiltered into pixels, independently of the encoder.
struct PNGFile {
  /// One chunk: its type and data.
  struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
  }

  var chunks: [Chunk] = []
  var width = 0
  var height = 0
  /// RGB bytes, row by row.
  var pixels: [UInt8] = []

  init(_ file: [UInt8]) throws {
    guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Inflate.Failure(description: "no PNG signature")
    }
    var position = 8
    func number(_ at: Int) -> Int { file[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    while position < file.count {
      guard position + 12 <= file.count else { throw Inflate.Failure(description: "cut chunk") }
      let length = number(position)
      guard position + 12 + length <= file.count else {
        throw Inflate.Failure(description: "cut chunk")
      }
      let typeAndData = Array(file[(position + 4)..<(position + 8 + length)])
      // CRC-32 bit by bit (polynomial 0xEDB88320), not by the encoder's table.
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in typeAndData {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      guard UInt32(number(position + 8 + length)) == crc ^ 0xFFFF_FFFF else {
        throw Inflate.Failure(description: "CRC mismatch")
      }
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData[0..<4], as: UTF8.self), data: Array(typeAndData[4...]))
      )
      position += 12 + length
    }
    let types = chunks.map(\.type)
    guard types.first == "IHDR", types.last == "IEND" else {
      throw Inflate.Failure(description: "chunk order")
    }
    let idat = types.indices.filter { types[$0] == "IDAT" }
    guard let first = idat.first, idat == Array(first..<(first + idat.count)) else {
      throw Inflate.Failure(description: "IDAT chunks apart")
    }
    let header = chunks[0].data
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard Array(header[8...]) == [8, 2, 0, 0, 0] else {
      throw Inflate.Failure(description: "not 8-bit RGB")
    }
    let raw = try Inflate.zlib(idat.flatMap { chunks[$0].data })
    let rowLength = width * 3
    guard raw.count == height * (rowLength + 1) else { throw Inflate.Failure(description: "size") }
    var previous = [Int](repeating: 0, count: rowLength)
    for y in 0..<height {
      let filter = raw[y * (rowLength + 1)]
      var row = [Int](repeating: 0, count: rowLength)
      for x in 0..<rowLength {
        let value = Int(raw[y * (rowLength + 1) + 1 + x])
        let a = x >= 3 ? row[x - 3] : 0
        let b = previous[x]
        let c = x >= 3 ? previous[x - 3] : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw Inflate.Failure(description: "filter \(filter)")
        }
        row[x] = (value + predictor) & 0xFF
      }
      pixels += row.map { UInt8($0) }
      previous = row
    }
  }

  /// The pixel at column `x`, row `y`.
  subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
    let index = (y * width + x) * 3
    return (pixels[index], pixels[index + 1], pixels[index + 2])
  }
}
