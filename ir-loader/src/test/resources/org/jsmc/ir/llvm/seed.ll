; ModuleID = 'seed.c'
source_filename = "seed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@nodes = dso_local global [2 x { i32, [4 x i8], ptr }] [{ i32, [4 x i8], ptr } { i32 1, [4 x i8] zeroinitializer, ptr getelementptr (i8, ptr @nodes, i64 16) }, { i32, [4 x i8], ptr } { i32 2, [4 x i8] zeroinitializer, ptr null }], align 16, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(ptr noundef %0) #0 !dbg !24 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(), !31)
  store i32 0, ptr %3, align 4, !dbg !31
  br label %4, !dbg !32

4:                                                ; preds = %13, %1
  %5 = load ptr, ptr %2, align 8, !dbg !33
  %6 = icmp ne ptr %5, null, !dbg !36
  br i1 %6, label %7, label %17, !dbg !36

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !37
  %9 = getelementptr inbounds nuw %struct.node, ptr %8, i32 0, i32 0, !dbg !38
  %10 = load i32, ptr %9, align 8, !dbg !38
  %11 = load i32, ptr %3, align 4, !dbg !39
  %12 = add nsw i32 %11, %10, !dbg !39
  store i32 %12, ptr %3, align 4, !dbg !39
  br label %13, !dbg !40

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 8, !dbg !41
  %15 = getelementptr inbounds nuw %struct.node, ptr %14, i32 0, i32 1, !dbg !42
  %16 = load ptr, ptr %15, align 8, !dbg !42
  store ptr %16, ptr %2, align 8, !dbg !43
  br label %4, !dbg !44, !llvm.loop !45

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4, !dbg !48
  ret i32 %18, !dbg !49
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @sum(ptr noundef @nodes), !dbg !53
  store i32 %2, ptr @counter, align 4, !dbg !54
  %3 = load i32, ptr @counter, align 4, !dbg !55
  %4 = icmp eq i32 %3, 3, !dbg !56
  %5 = zext i1 %4 to i64, !dbg !55
  %6 = select i1 %4, i32 0, i32 1, !dbg !55
  ret i32 %6, !dbg !57
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}


!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "nodes", scope: !2, file: !3, line: 2, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 20.1.7", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed.c", directory: "/src", checksumkind: CSK_MD5, checksum: "ace991e0b74d416b73723ffb99ab306f")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, elements: !14)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 1, size: 128, elements: !10)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !9, file: !3, line: 1, baseType: !7, size: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !9, file: !3, line: 1, baseType: !13, size: 64, offset: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!14 = !{!15}
!15 = !DISubrange(count: 2)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"frame-pointer", i32 2}
!24 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!7, !13}
!27 = !{}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !3, line: 4, type: !13)
!29 = !DILocation(line: 4, column: 22, scope: !24)
!30 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 4, type: !7)
!31 = !DILocation(line: 4, column: 31, scope: !24)
!32 = !DILocation(line: 4, column: 38, scope: !24)
!33 = !DILocation(line: 4, column: 45, scope: !34)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 4, column: 38)
!35 = distinct !DILexicalBlock(scope: !24, file: !3, line: 4, column: 38)
!36 = !DILocation(line: 4, column: 38, scope: !35)
!37 = !DILocation(line: 4, column: 66, scope: !34)
!38 = !DILocation(line: 4, column: 69, scope: !34)
!39 = !DILocation(line: 4, column: 63, scope: !34)
!40 = !DILocation(line: 4, column: 61, scope: !34)
!41 = !DILocation(line: 4, column: 52, scope: !34)
!42 = !DILocation(line: 4, column: 55, scope: !34)
!43 = !DILocation(line: 4, column: 50, scope: !34)
!44 = !DILocation(line: 4, column: 38, scope: !34)
!45 = distinct !{!45, !36, !46, !47}
!46 = !DILocation(line: 4, column: 69, scope: !35)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 4, column: 83, scope: !24)
!49 = !DILocation(line: 4, column: 76, scope: !24)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 5, type: !51, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!51 = !DISubroutineType(types: !52)
!52 = !{!7}
!53 = !DILocation(line: 5, column: 28, scope: !50)
!54 = !DILocation(line: 5, column: 26, scope: !50)
!55 = !DILocation(line: 5, column: 47, scope: !50)
!56 = !DILocation(line: 5, column: 55, scope: !50)
!57 = !DILocation(line: 5, column: 40, scope: !50)
