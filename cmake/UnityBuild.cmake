# A tree built from scratch compiles its sources in batches of 16 (CMAKE_UNITY_BUILD, which
# the scripts turn on for a new tree): most of a core object's time is parsing the same Qt
# and standard headers, which a batch parses once. Measured on two cores, the core alone:
# 4 min 42 s one object per file, 1 min 7 s in batches. The edit loop (scripts/check.sh)
# turns it off in its tree, where an edit should recompile its own file and not 15 others.
# Helpers in anonymous namespaces therefore need names of their own across a folder.
if(NOT DEFINED CMAKE_UNITY_BUILD_BATCH_SIZE)
  set(CMAKE_UNITY_BUILD_BATCH_SIZE 16)
endif()
