import LabColor

/// `labcolor convert`: colors from the arguments or standard input, one per line, into one
/// notation (`ColorConverter.Format`).
///
/// Streaming: input is read in blocks of whole lines and converted by `LineConversion` —
/// on every core for a large, fast input, in input order (`ConvertStream`); each line is
/// parsed from the reader's buffer and formatted into a reused `LineBuffer`, so no line
/// allocates. Output goes out when its buffer fills, or as soon as the reader would wait for
/// input. A bad line is reported on standard error with its number and skipped; the run
/// ends with status 1 if there was one, or at the first with `--strict`.
enum ConvertCommand {
  /// `--to <format>`.
  static let format = Option(
    "to", valueName: "format", default: ColorConverter.Format.hex,
    help: "The notation to write (see above).")

  /// `--input <space>`.
  static let input = Option(
    "input", valueName: "space", default: ColorParser.TripleMeaning.lab,
    help: "What three bare numbers are: L* a* b* relative to --white, or r g b from 0 to 255.")

  /// `--gamut <method>`.
  static let gamut = Option(
    "gamut", valueName: "method", default: GamutMapping.clip,
    help: "How the 8-bit values (hex, rgb, and those in json) bring a color outside sRGB "
      + "into it: clip each component, or reduce its chroma as CSS Color 4 does.")

  /// `--threads <count>`.
  static let threads = Option<Int?>(
    "threads", valueName: "count",
    help: "How many threads convert a large input, from 1. (default: one per processor)",
    parse: { word throws(ArgumentValueError) in
      let count = try Int(argument: word)
      guard count >= 1 else {
        throw .refused(message: "--threads must be at least 1 (got \(count)).")
      }
      return count
    })

  /// `--strict`.
  static let strict = Flag("strict", help: "Stop at the first color that cannot be read.")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", optional: true, repeatable: true, completion: .colors,
    help: "A color to convert; without any, standard input is read. Three numbers in a row "
      + "are one color: 50 20 0.")

  /// The longest input line read, in bytes; a longer one is reported and skipped.
  static let maximumLineLength = 16 * 1024

  /// The declaration of `labcolor convert`.
  static let command = Command(
    name: "convert",
    abstract: "Convert colors between notations, one per line.",
    discussion: """
      Converts the colors given as arguments or, without any, each line of standard input, \
      and prints one line per color, in order. A color is #rgb, #rrggbb, rgb(), lab(), \
      lch(), a CSS color name, or three numbers separated by spaces, commas or tabs. Blank \
      lines and comments ('# ' or a lone '#') are skipped.

      Notations of --to, shown for 50 20 0 (L* a* b* relative to D65):
        hex   #986b78
        rgb   rgb(152 107 120)
        lab   50 20 0                        relative to --white; reads back exactly
        lch   50 20 0                        L* C* h (degrees), relative to --white
        xyz   0.21463971713282973 0.18418651851244416 0.20058975557145514
                                             relative to --white, Y of white = 1
        css   lab(50.1397670725748 20.011848478621197 0.3323577568896008)
                                             CSS lab(), always D50 as CSS says
        json  {"white":"D65","lab":{"l":50,"a":20,"b":0},"xyz":{...},"srgb":{...},
              "rgb":{"red":152,"green":107,"blue":120},"hex":"#986b78","inGamut":true}
                                             on one line, numbers in full precision

        $ labcolor convert rebeccapurple 'rgb(0 128 0)'
        #663399
        #008000
        $ printf '50 20 0\\n60,-10,30\\n' | labcolor convert --to rgb
        rgb(152 107 120)
        rgb(146 148 91)

      Bare triples must have L* from 0 to 100, so lab output reads back exactly within that \
      range; a color lighter than the white (lab(100 20 -30) relative to D65) prints L* \
      above 100. A line that cannot be read is reported on standard error as 'labcolor: \
      line N: ...' and skipped; the others are still converted.

      Exit status: 0 if every color was converted; 1 if a color could not be read; 2 for a \
      usage error.
      """,
    options: [format, input, WhitePoint.option, gamut, threads, strict],
    arguments: [color],
    run: run)

  /// Runs `labcolor convert`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let whitePoint = arguments.value(of: WhitePoint.option)
    let conversion = LineConversion(
      parser: ColorParser(bareTriples: arguments.value(of: input), white: whitePoint),
      converter: ColorConverter(
        format: arguments.value(of: format), white: whitePoint,
        gamutMapping: arguments.value(of: gamut)),
      maximumLineLength: maximumLineLength)
    let isStrict = arguments.contains(strict)
    let words = arguments.values(of: color)
    guard !words.isEmpty else {
      let stream = ConvertStream(
        conversion: conversion, invocation: invocation, isStrict: isStrict,
        threadCount: arguments.value(of: threads) ?? ConvertStream.availableProcessors)
      try stream.run()
      if stream.sawBadColor { throw .badDataReported }
      return
    }
    var output = LineBuffer()
    var sawBadColor = false
    for (position, text) in colors(in: words) where invocation.output.isOpen {
      output.removeAll()
      var bytes = Array(text.utf8)
      let problem = bytes.withUnsafeMutableBufferPointer {
        conversion.convert(UnsafeBufferPointer($0), into: &output)
      }
      output.write(to: invocation.output)
      if let problem {
        sawBadColor = true
        invocation.error.write("labcolor: argument \(position): \(problem)\n")
        if isStrict { break }
      }
    }
    if sawBadColor { throw .badDataReported }
  }

  /// The colors of the argument words, each with the position of its first word (from 1):
  /// a word is a color, except that three words in a row that are numbers (a trailing comma
  /// allowed) form one, so `convert 50 20 0` and `convert 50, 20, 0` read one color.
  static func colors(in words: [String]) -> [(position: Int, text: String)] {
    func isNumber(_ word: String) -> Bool {
      Double(word) != nil || (word.hasSuffix(",") && Double(word.dropLast()) != nil)
    }
    var result: [(Int, String)] = []
    var index = 0
    while index < words.count {
      if index + 2 < words.count, words[index...(index + 2)].allSatisfy(isNumber) {
        result.append((index + 1, words[index...(index + 2)].joined(separator: " ")))
        index += 3
      } else {
        result.append((index + 1, words[index]))
        index += 1
      }
    }
    return result
  }
}
