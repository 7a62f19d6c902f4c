// labcolor-bench — the performance bars of the README, measured: every case
// beside its baseline, in one process, in release mode. Run `make bench`.

import Foundation

#if DEBUG
  FileHandle.standardError.write(
    Data("labcolor-bench: refusing to report numbers from a debug build; run `make bench`.\n".utf8))
  exit(2)
#else
  BenchmarkSuite.main()
#endif
