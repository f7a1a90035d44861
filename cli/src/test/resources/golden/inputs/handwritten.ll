; A hand-written module in LLVM 15+ syntax (opaque pointers only: every pointer is `ptr`).
; main spawns a worker that stores x = 1, stores y = 1 itself, joins, and asserts x == 1.
; No debug information.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@.assertion = private unnamed_addr constant [7 x i8] c"x == 1\00", align 1
@.file = private unnamed_addr constant [15 x i8] c"handwritten.ll\00", align 1
@.function = private unnamed_addr constant [5 x i8] c"main\00", align 1

define dso_local ptr @worker(ptr noundef %arg) {
entry:
  store i32 1, ptr @x, align 4
  ret ptr null
}

define dso_local i32 @main() {
entry:
  %t = alloca i64, align 8
  %created = call i32 @pthread_create(ptr noundef %t, ptr noundef null, ptr noundef @worker, ptr noundef null)
  store i32 1, ptr @y, align 4
  %tid = load i64, ptr %t, align 8
  %joined = call i32 @pthread_join(i64 noundef %tid, ptr noundef null)
  %v = load i32, ptr @x, align 4
  %ok = icmp eq i32 %v, 1
  br i1 %ok, label %done, label %fail

fail:
  call void @__assert_fail(ptr noundef @.assertion, ptr noundef @.file, i32 noundef 22, ptr noundef @.function)
  unreachable

done:
  ret i32 0
}

declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef)
declare i32 @pthread_join(i64 noundef, ptr noundef)
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef)
