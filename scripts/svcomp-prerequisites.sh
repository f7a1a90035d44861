#!/usr/bin/env bash
# What `jsmc svcomp` needs beyond the build: the 32-bit C headers, for SV-COMP tasks that are
# plain .c files (data_model ILP32, compiled with -m32) and include system headers. Preprocessed
# .i tasks need nothing. Run as root on Debian or Ubuntu.
set -euo pipefail
if [ ! -f /usr/include/i386-linux-gnu/bits/wordsize.h ] && [ ! -f /usr/include/x86_64-linux-gnu/32/bits/wordsize.h ] && ! dpkg -s libc6-dev-i386 >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq libc6-dev-i386 >/dev/null
fi
echo "32-bit C headers: installed"
