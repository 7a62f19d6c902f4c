import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SliceCommandTests {
  /// A path in the temporary directory, removed afterwards.
  private final class OutputPath {
    let path: String
    init(_ name: String) {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("labcolor-\(UUID().uuidString)-\(name)").path
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func bytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
  }

  /// Runs `slice` writing `name`, and returns the file's bytes.
  private func slice(_ arguments: [String], file name: String = "slice.png") throws -> [UInt8] {
    let output = OutputPath(name)
    let result = labcolor(["slice"] + arguments + ["--output", output.path])
    #expect(result == RunResult(status: .success, stdout: "", stderr: ""))
    return try output.bytes()
  }

  /// Checks every pixel of a decoded slice against the formulas of the issue, computed
  /// here independently (`ReferenceSRGB`): a pixel is its centre's sRGB color if that is in
  /// gamut, gray #808080 if not; an out-of-gamut pixel beside an in-gamut one is black (the
  /// boundary); tick pixels (every 20 units, size/64 but at least 2 pixels long, on the four
  /// edges) are black or white; ring pixels around each mark (radius size/64, at least 3)
  /// are black or white. Returns how many pixels were in gamut.
  @discardableResult
  private func expectPixels(
    _ png: PNGFile, size: Int, lab: (Int, Int) -> (Double, Double, Double),
    horizontal: ClosedRange<Double>, vertical: ClosedRange<Double>,
    rings: [(x: Double, y: Double)] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    #expect(png.width == size && png.height == size, sourceLocation: sourceLocation)
    var expected: [(inGamut: Bool?, values: [Set<UInt8>])] = []
    for y in 0..<size {
      for x in 0..<size {
        let (l, a, b) = lab(x, y)
        expected.append(ReferenceSRGB.pixel(l: l, a: a, b: b))
      }
    }
    func inGamut(_ x: Int, _ y: Int) -> Bool? { expected[y * size + x].inGamut }
    var overlay = Set<Int>()
    let tickLength = max(2, size / 64)
    func tickValues(_ axis: ClosedRange<Double>) -> [Double] {
      stride(from: (axis.lowerBound / 20).rounded(.up) * 20, through: axis.upperBound, by: 20)
        .map { $0 }
    }
    for value in tickValues(horizontal) {
      let column = min(
        size - 1,
        Int(
          (value - horizontal.lowerBound) / (horizontal.upperBound - horizontal.lowerBound)
            * Double(size)))
      for offset in 0..<tickLength {
        overlay.insert(offset * size + column)
        overlay.insert((size - 1 - offset) * size + column)
      }
    }
    for value in tickValues(vertical) {
      let row = min(
        size - 1,
        Int(
          (vertical.upperBound - value) / (vertical.upperBound - vertical.lowerBound)
            * Double(size)))
      for offset in 0..<tickLength {
        overlay.insert(row * size + offset)
        overlay.insert(row * size + size - 1 - offset)
      }
    }
    let radius = Double(max(3, size / 64))
    for ring in rings {
      for y in 0..<size {
        for x in 0..<size {
          let distance = hypot(Double(x) + 0.5 - ring.x, Double(y) + 0.5 - ring.y)
          if distance >= radius - 1 && distance < radius + 1 { overlay.insert(y * size + x) }
        }
      }
    }
    var inside = 0
    var mismatches: [String] = []
    for y in 0..<size {
      for x in 0..<size {
        let pixel = png[x, y]
        let index = y * size + x
        if overlay.contains(index) {
          if pixel != (0, 0, 0) && pixel != (255, 255, 255) {
            mismatches.append("overlay (\(x), \(y)) is \(pixel)")
          }
          continue
        }
        guard let isIn = inGamut(x, y) else { continue }
        if isIn {
          inside += 1
          let values = expected[index].values
          if !(values[0].contains(pixel.0) && values[1].contains(pixel.1)
            && values[2].contains(pixel.2))
          {
            mismatches.append("(\(x), \(y)) is \(pixel), expected \(values)")
          }
          continue
        }
        let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].filter {
          $0.0 >= 0 && $0.1 >= 0 && $0.0 < size && $0.1 < size
        }
        if neighbours.contains(where: { inGamut($0.0, $0.1) == nil }) { continue }
        let isBoundary = neighbours.contains { inGamut($0.0, $0.1) == true }
        let want: (UInt8, UInt8, UInt8) = isBoundary ? (0, 0, 0) : (128, 128, 128)
        if pixel != want { mismatches.append("(\(x), \(y)) is \(pixel), expected \(want)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))", sourceLocation: sourceLocation)
    return inside
  }

  // MARK: - The planes

  @Test func theLightnessPlaneHasTheColorOfEachPixel() throws {
    let png = try PNGFile(try slice(["--l", "60", "--size", "128"]))
    let inside = expectPixels(
      png, size: 128,
      lab: { x, y in (60, -128 + (Double(x) + 0.5) * 2, 128 - (Double(y) + 0.5) * 2) },
      horizontal: -128...128, vertical: -128...128)
    #expect(inside > 3_000)
    // ColorAide 8.13: Color('lab-d65', [60, a, b]).convert('srgb'), rounded to 8 bits.
    #expect(png[64, 64] == (146, 144, 146))  // a* 1, b* −1
    #expect(png[40, 50] == (53, 164, 95))  // a* −47, b* 27
    #expect(png[90, 80] == (207, 107, 204))  // a* 53, b* −33
    // Out of gamut, with no neighbour in it (ColorAide): a* 13, b* 87 and a* −87, b* −73;
    // a* 13, b* 67 is out, but on the boundary.
    #expect(png[70, 20] == (128, 128, 128))
    #expect(png[70, 30] == (0, 0, 0))
    #expect(png[20, 100] == (128, 128, 128))
  }

  @Test func theHuePlaneHasChromaAcrossAndLightnessUp() throws {
    let png = try PNGFile(try slice(["--hue", "250", "--range", "150", "--size", "128"]))
    expectPixels(
      png, size: 128,
      lab: { x, y in
        let c = (Double(x) + 0.5) * 150 / 128
        let l = 100 - (Double(y) + 0.5) * 100 / 128
        return (l, c * cos(250 * Double.pi / 180), c * sin(250 * Double.pi / 180))
      }, horizontal: 0...150, vertical: 0...100)
    // ColorAide: Color('lch-d65', [L, C, 250]).convert('srgb').
    #expect(png[10, 64] == (98, 121, 137))
    #expect(png[30, 40] == (84, 176, 227))
    #expect(png[5, 120] == (9, 20, 27))
    #expect(png[60, 60] == (128, 128, 128))
  }

  @Test func theWhiteMovesTheColors() throws {
    let png = try PNGFile(try slice(["--l", "60", "--size", "128", "--white", "d50"]))
    // ColorAide: Color('lab', [60, a, b]) — CSS's D50 Lab — converted to sRGB.
    #expect(png[64, 64] == (146, 144, 146))
    #expect(png[40, 50] == (41, 165, 94))
    #expect(png[90, 80] == (211, 104, 204))
  }

  /// With `--gamut display-p3`, more of the plane is in gamut and the pixels are Display P3
  /// values, marked so by a cICP chunk. ColorAide 8.13: `Color('lab-d65', [60, a, b])
  /// .convert('display-p3')`, rounded to 8 bits; a* 13, b* 85 is outside sRGB (which clips
  /// it to 173 142 0) but inside P3.
  @Test func theDisplayP3GamutInItsOwnEncoding() throws {
    let bytes = try slice(["--l", "60", "--size", "128", "--gamut", "display-p3"])
    let png = try PNGFile(bytes)
    #expect(png.chunks.map(\.type).prefix(4) == ["IHDR", "cICP", "cHRM", "gAMA"])
    #expect(png.chunks[1].data == [12, 13, 0, 1])
    #expect(!png.chunks.contains { $0.type == "sRGB" })
    #expect(png[40, 50] == (87, 162, 101))
    #expect(png[90, 80] == (194, 112, 199))
    #expect(png[70, 21] == (184, 136, 7))
    // In sRGB, the same pixel is gray: outside the gamut.
    #expect(try PNGFile(try slice(["--l", "60", "--size", "128"]))[70, 21] == (128, 128, 128))
    // On a terminal, the pixels are sRGB: the P3 color clipped.
    let drawn = labcolor(
      ["slice", "--l", "60", "--size", "128", "--gamut", "display-p3"],
      environment: ["COLORTERM": "truecolor"], terminal: true
    ).stdout
    let row = drawn.split(separator: "\n")[10]
    #expect(row.contains("\u{1B}[38;2;193;134;0;"))
  }

  @Test func marksAreRingsAtTheirCoordinates() throws {
    // lab(…) is D50; the bare triple is relative to --white (D65): a* 20, b* −30 lies at
    // x = (20 + 128) / 256 · 128 = 74, y = (128 + 30) / 256 · 128 = 79.
    let png = try PNGFile(
      try slice(["--l", "50", "--size", "128", "--mark", "70 20 -30", "--mark", "#000"]))
    expectPixels(
      png, size: 128,
      lab: { x, y in (50, -128 + (Double(x) + 0.5) * 2, 128 - (Double(y) + 0.5) * 2) },
      horizontal: -128...128, vertical: -128...128, rings: [(74, 79), (64, 64)])
    // The ring's white inside and black outside, 3 pixels from the centre.
    #expect(png[74, 81] == (255, 255, 255))
    #expect(png[74, 82] == (0, 0, 0))
  }

  // MARK: - Formats

  @Test func ppmAndSvgHoldTheSamePixels() throws {
    let arguments = ["--l", "70", "--size", "96", "--mark", "red"]
    let png = try PNGFile(try slice(arguments))
    let ppm = try slice(arguments, file: "slice.PPM")
    let header = Array("P6\n96 96\n255\n".utf8)
    #expect(Array(ppm.prefix(header.count)) == header)
    #expect(Array(ppm.dropFirst(header.count)) == png.pixels)
    let svg = String(decoding: try slice(arguments, file: "slice.svg"), as: UTF8.self)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"176\" height=\"176\""))
    #expect(
      svg.contains("<title>labcolor slice: L* 70, L*a*b* relative to D65, sRGB gamut</title>"))
    let start = try #require(svg.range(of: "base64,")).upperBound
    let end = try #require(svg[start...].firstIndex(of: "\""))
    let embedded = try #require(Data(base64Encoded: String(svg[start..<end])))
    #expect(try PNGFile(Array(embedded)).pixels == png.pixels)
    #expect(svg.contains(">a*</text>") && svg.contains(">b*</text>") && svg.hasSuffix("</svg>\n"))
  }

  // MARK: - The terminal

  @Test func onATerminalTheSliceIsDrawnInHalfBlocks() throws {
    let png = try PNGFile(try slice(["--l", "60", "--size", "6"]))
    var expected = ""
    for top in stride(from: 0, to: 6, by: 2) {
      for x in 0..<6 {
        let (r, g, b) = png[x, top]
        let (r2, g2, b2) = png[x, top + 1]
        expected += "\u{1B}[38;2;\(r);\(g);\(b);48;2;\(r2);\(g2);\(b2)m▀"
      }
      expected += "\u{1B}[0m\n"
    }
    let drawn = labcolor(
      ["slice", "--l", "60", "--size", "6"], environment: ["COLORTERM": "truecolor"],
      terminal: true)
    #expect(drawn.status == .success && drawn.stderr.isEmpty)
    // Escapes are left out where the colors repeat: compare the cells.
    func cells(_ text: String) -> [String] {
      var colors = ""
      var cells: [String] = []
      var scanner = text[...]
      while let index = scanner.firstIndex(where: { $0 == "▀" || $0 == "\n" }) {
        let before = scanner[..<index]
        if let escape = before.range(of: "\u{1B}[38", options: .backwards) {
          colors = String(before[escape.lowerBound...])
        }
        if scanner[index] == "▀" { cells.append(colors) }
        scanner = scanner[scanner.index(after: index)...]
      }
      return cells
    }
    #expect(cells(drawn.stdout) == cells(expected))
    #expect(drawn.stdout.filter { $0 == "\n" }.count == 3)
  }

  @Test func withoutTrueColorTheSliceIsDrawnInThePalette() {
    let drawn = labcolor(["slice", "--l", "60", "--size", "6"], terminal: true).stdout
    #expect(drawn.filter { $0 == "\n" }.count == 3)
    #expect(drawn.contains("\u{1B}[38;5;") && drawn.contains(";48;5;"))
    #expect(!drawn.contains(";2;"))
  }

  @Test func aNarrowerWindowGetsAPictureAsWideAsItIs() {
    let drawn = labcolor(["slice", "--hue", "30"], terminal: true, windowColumns: 40).stdout
    let lines = drawn.split(separator: "\n")
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 40 })
    // --size is taken as given.
    let told = labcolor(
      ["slice", "--hue", "30", "--size", "50"], terminal: true, windowColumns: 40)
    #expect(told.stdout.split(separator: "\n").first?.filter { $0 == "▀" }.count == 50)
  }

  @Test func aTerminalGetsSixtyFourColumnsUnlessTold() {
    let drawn = labcolor(["slice", "--hue", "30"], terminal: true).stdout
    let lines = drawn.split(separator: "\n")
    #expect(lines.count == 32)
    #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 64 && $0.hasSuffix("\u{1B}[0m") })
    // --color always draws on anything.
    #expect(
      labcolor(["slice", "--hue", "30", "--size", "3", "--color", "always"]).stdout.filter {
        $0 == "▀"
      }.count == 6)
  }

  // MARK: - Errors

  @Test(arguments: [
    (["--size", "8"], "Choose the plane with --l or --hue."),
    (["--l", "50", "--hue", "20"], "Give --l or --hue, not both."),
    (["--l", "50", "--l", "60"], "Give --l once: a slice shows one plane."),
    (["--hue", "50", "--hue", "60"], "Give --hue once: a slice shows one plane."),
    (["--l", "120"], "L* must be between 0 and 100 (got 120)."),
    (["--l", "101%"], "L* must be between 0 and 100 (got 101%)."),
    (
      ["--hue", "nan"],
      "The value 'nan' is invalid for '--hue <degrees>': expected a finite number."
    ),
    (["--l", "50", "--size", "0"], "--size must be between 1 and 4096 (got 0)."),
    (
      ["--l", "50", "--mark", "50", "20", "0"],
      "Unexpected argument '20'. A color of three numbers is one word: --mark '50 20 0'."
    ),
    (["--l", "50", "--mark", "red", "20", "0"], "Unexpected argument '20'."),
    (["--l", "50", "--mark", "50", "20"], "Unexpected argument '20'."),
    (["--l", "50", "--range", "0"], "--range must be between 1 and 1000 (got 0)."),
    (
      ["--l", "50", "--output", "slice.jpg"],
      "The value 'slice.jpg' is invalid for '--output <file>': expected a file name ending in "
        + ".png, .ppm or .svg."
    ),
    (
      ["--l", "50"],
      "Give --output with a .png, .ppm or .svg file: the picture cannot be drawn here "
        + "(standard output is not a terminal, or NO_COLOR, TERM=dumb or --color never turns "
        + "color off)."
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(["slice"] + arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.slice))
  }

  @Test func noColorOnATerminalIsAUsageErrorToo() {
    #expect(
      labcolor(["slice", "--l", "50"], environment: ["NO_COLOR": "1"], terminal: true).status
        == .usage)
    #expect(labcolor(["slice", "--l", "50", "--color", "never"], terminal: true).status == .usage)
  }

  @Test func badMarksAndUnwritableFilesAreBadData() {
    let output = OutputPath("never.png")
    #expect(
      labcolor(["slice", "--l", "50", "--mark", "bluish", "--output", output.path])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--mark bluish': unknown color name \"bluish\" at column 1.\n"
        ))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(
      labcolor(["slice", "--l", "50", "--mark", "", "--output", output.path])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--mark' (empty): expected a color at column 1, found end "
            + "of input.\n"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(
      labcolor(["slice", "--l", "50", "--output", "/nonexistent-directory/slice.png"])
        == RunResult(
          status: .badData, stdout: "",
          stderr:
            "Error: Cannot write '/nonexistent-directory/slice.png': No such file or directory.\n"))
  }

  /// An output that leads to a pipe whose reader has left (a link `slice.png` to
  /// `/dev/stdout`, read by `head -c 8`) ends the run quietly with status 0, as a closed
  /// standard output does.
  @Test func aPipeWhoseReaderLeftEndsTheRunQuietly() throws {
    Platform.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    pipe.closeReadEnd()
    let link = OutputPath("slice.png")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/dev/fd/\(pipe.writeEnd)")
    #expect(
      labcolor(["slice", "--l", "50", "--size", "16", "--output", link.path])
        == RunResult(status: .success, stdout: "", stderr: ""))
  }

  /// The picture replaces the file as a whole: a new file with the old one's permissions,
  /// so that a hard link to the old one keeps its bytes.
  @Test func anExistingFileIsReplacedWithItsPermissions() throws {
    let output = OutputPath("old.png")
    let link = OutputPath("link.png")
    try Data("old picture".utf8).write(to: URL(fileURLWithPath: output.path))
    #expect(chmod(output.path, 0o600) == 0)
    try #require(Foundation.link(output.path, link.path) == 0)
    let result = labcolor(["slice", "--l", "50", "--size", "8", "--output", output.path])
    #expect(result == RunResult(status: .success, stdout: "", stderr: ""))
    #expect(try PNGFile(try output.bytes()).width == 8)
    var status = stat()
    #expect(stat(output.path, &status) == 0 && status.st_mode & 0o7777 == 0o600)
    #expect(try link.bytes() == Array("old picture".utf8))
  }

  /// A file name that is not UTF-8 reaches labcolor with U+FFFD in place of its bytes: the
  /// binary refuses it rather than write another file.
  @Test(.enabled(if: SystemTool("sh") != nil, "needs sh"))
  func theBinaryRefusesAFileNameThatIsNotUTF8() throws {
    let sh = try #require(SystemTool("sh"))
    let folder = OutputPath("folder")
    try FileManager.default.createDirectory(
      atPath: folder.path, withIntermediateDirectories: false)
    // caf\351.png is café.png in Latin-1.
    let run = try sh.run([
      "-c", #"cd "$1" && "$0" slice --l 50 --size 8 --output "$(printf 'caf\351.png')""#,
      LabcolorBinary.url.path, folder.path,
    ])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: The value 'caf\u{FFFD}.png' is invalid for '--output"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func theBinaryWritesAFile() throws {
    let output = OutputPath("binary.png")
    try expectExecute(["slice", "--hue", "120", "--size", "32", "--output", output.path])
    let png = try PNGFile(try output.bytes())
    #expect(png.width == 32 && png.height == 32)
  }
}
